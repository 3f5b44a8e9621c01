/**
 * The parts of Twig.js internals (the object that `twig.extend` hands over)
 * that Canvas' tags use. Twig.js ships no types, so these describe only what
 * the tag definitions in this folder read or replace.
 */

export type Context = Record<string, unknown>;

/** Twig.js' own promise: it settles synchronously when a template renders synchronously. */
export interface Thenable<T> {
  then<R>(
    onFulfilled: (value: T) => R | Thenable<R>,
    onRejected?: (error: unknown) => R | Thenable<R>,
  ): Thenable<R>;
}

/** A compiled expression: a token stack that `Twig.expression.parseAsync` evaluates. */
export type ExpressionStack = unknown[];

export interface LogicToken {
  type: string;
  match?: string[];
  output?: unknown[];
  [key: string]: unknown;
}

export interface LogicResult {
  chain: boolean;
  output?: unknown;
  context?: Context;
}

export interface TwigTemplate {
  tokens: unknown[];
  blocks: {
    imported: Record<string, unknown>;
    [key: string]: unknown;
  };
  importFile(path: unknown): TwigTemplate;
}

export interface ParseState {
  template: TwigTemplate;
  context: Context;
  macros: Record<string, (...args: unknown[]) => unknown>;
  parseAsync(tokens: unknown, context?: Context): Thenable<unknown>;
  getBlocks(includeParentBlocks?: boolean): Record<string, unknown>;
}

export interface LogicDefinition {
  type: string;
  regex: RegExp;
  next: string[];
  open: boolean;
  compile?: (this: unknown, token: LogicToken) => LogicToken;
  parse?: (
    this: ParseState,
    token: LogicToken,
    context: Context,
    chain: boolean,
  ) => LogicResult | Thenable<LogicResult>;
}

export interface ExpressionDefinition {
  type: string;
  parse: (
    this: ParseState,
    token: {value?: unknown; [key: string]: unknown},
    stack: unknown[],
    context: Context,
    nextToken?: unknown,
  ) => unknown;
  [key: string]: unknown;
}

/**
 * Twig.js' own exception (`Twig.Error`): a plain object, not an `Error`. Tags throw it so that Twig.js
 * reports the message as it reports its own template errors.
 */
export interface TwigError {
  message: string;
}

export interface TwigCore {
  logic: {
    type: Record<string, string>;
    handler: Record<string, LogicDefinition>;
    extend(definition: LogicDefinition): void;
  };
  expression: {
    type: {
      expression: string;
      string: string;
      variable: string;
      key: {brackets: string};
      parameter: {start: string; [key: string]: unknown};
      comma: string;
      [key: string]: unknown;
    };
    /** Named lists of token types that may follow a token (`operations`: after a value). */
    set: {operations: string[]; [key: string]: unknown};
    handler: Record<string, ExpressionDefinition>;
    compile(this: unknown, raw: {type: string; value: string}): {stack: ExpressionStack};
    parseAsync(
      this: ParseState,
      tokens: unknown,
      context: Context,
      tokensAreParameters?: boolean,
    ): Thenable<unknown>;
    /** Evaluates a compiled stack synchronously (`allowAsync` false). */
    parse(
      this: unknown,
      tokens: ExpressionStack,
      context: Context,
      tokensAreParameters: boolean,
      allowAsync: boolean,
    ): unknown;
    resolveAsync(
      this: ParseState,
      value: unknown,
      context: unknown,
      params?: unknown,
      nextToken?: unknown,
    ): Thenable<unknown>;
  };
  lib: {boolval: (this: void, value: unknown) => boolean; [key: string]: unknown};
  filter: {extend(name: string, definition: (value: unknown, params?: unknown[]) => unknown): void};
  filters: Record<string, ((value: unknown, params?: unknown[]) => unknown) | undefined>;
  output: (this: TwigTemplate, output: unknown[]) => unknown;
  Markup: (content: string, strategy?: string | boolean) => unknown;
  Error: new (message: string) => TwigError;
  Promise: {resolve<T>(value: T): Thenable<T>};
  Template: {prototype: {importFile: (this: TwigTemplate, path: unknown) => TwigTemplate}};
  Templates: {load(id: string): TwigTemplate | null};
  ParseState: new (
    template: TwigTemplate,
    blockOverrides?: Record<string, unknown>,
    context?: Context,
  ) => ParseState;
  async: {forEach<T>(items: readonly T[], fn: (item: T, index: number) => unknown): Thenable<void>};
}

/** Compiles an expression written in a tag (`with {class: 'stack'}`) into a stack Twig.js can evaluate. */
export function compileExpression(Twig: TwigCore, self: unknown, value: string): ExpressionStack {
  return Twig.expression.compile.call(self, {type: Twig.expression.type.expression, value}).stack;
}

/** Splits `a, b` or `'x', [1, 2], {k: 'v'}` at the commas that are not inside strings or brackets. */
export function splitTopLevel(source: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
    } else if (char === separator && depth === 0) {
      parts.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(source.slice(start).trim());
  return parts;
}

/** The global variables of every Canvas render; macros see these and their own arguments, nothing else. */
export const GLOBAL_VARIABLES: readonly string[] = ['request', 'route', 'settings', 'canopy'];

export function pickGlobals(context: Context | undefined): Context {
  const globals: Context = {};
  for (const name of GLOBAL_VARIABLES) {
    if (context && context[name] !== undefined) globals[name] = context[name];
  }
  return globals;
}

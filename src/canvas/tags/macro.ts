/**
 * Macros with Twig 3's scoping. Twig.js ran a macro with the caller's whole
 * context (and let a macro's `set` leak into the template that called it);
 * in Twig 3 a macro sees its arguments, `varargs`, `_self` and the global
 * variables only. This module replaces:
 *
 * - `macro`: isolated scope, `varargs`, missing arguments are `null`,
 *   default values may contain commas (`attrs = {a: 1, b: 2}`);
 * - `endmacro`: accepts the macro's name (`{% endmacro input %}`);
 * - `import` and `from`: imported macros see the importing template's globals;
 * - the `_self` variable: a template's own macros are available as
 *   `_self.name()` without importing them, wherever they are defined.
 */
import {
  compileExpression,
  pickGlobals,
  splitTopLevel,
  type Context,
  type ExpressionStack,
  type LogicDefinition,
  type LogicToken,
  type ParseState,
  type Thenable,
  type TwigCore,
} from './internals';

interface MacroParameter {
  readonly name: string;
  readonly fallback: ExpressionStack | undefined;
}

/** Splits `name, value = '', attrs = {a: 1, b: 2}` into names and default-value sources. */
export function parseParameterList(
  source: string,
): Array<{name: string; fallback: string | undefined}> {
  if (source.trim() === '') return [];
  const seen = new Set<string>();
  return splitTopLevel(source).map((part) => {
    const match = /^(\w+)\s*(?:=\s*([\s\S]+))?$/.exec(part);
    if (!match) throw new Error(`Invalid macro argument "${part}".`);
    const name = match[1] ?? '';
    if (seen.has(name)) throw new Error(`The argument "${name}" is defined twice.`);
    seen.add(name);
    return {name, fallback: match[2]?.trim()};
  });
}

function requireHandler(Twig: TwigCore, key: string): LogicDefinition {
  const handler = Twig.logic.handler[Twig.logic.type[key] ?? ''];
  if (!handler) throw new Error(`Twig.js no longer defines the ${key} tag.`);
  return handler;
}

export function registerMacroTags(Twig: TwigCore): void {
  const macroType = Twig.logic.type.macro ?? '';

  const defineMacro = (state: ParseState, token: LogicToken): void => {
    const parameters = token.parameters as MacroParameter[];
    state.macros[token.macroName as string] = (...args: unknown[]) => {
      const macroContext: Context = {...pickGlobals(state.context), _self: state.macros};
      const macroState = new Twig.ParseState(state.template, undefined, macroContext);
      macroState.macros = state.macros;
      return Twig.async
        .forEach(parameters, (parameter, index) => {
          const given = args[index];
          if (given !== undefined) {
            macroContext[parameter.name] = given;
            return undefined;
          }
          if (parameter.fallback === undefined) {
            macroContext[parameter.name] = null;
            return undefined;
          }
          return Twig.expression.parseAsync
            .call(macroState, parameter.fallback, macroContext)
            .then((value) => {
              macroContext[parameter.name] = value;
            });
        })
        .then(() => {
          macroContext.varargs = args.slice(parameters.length);
          return macroState.parseAsync(token.output, macroContext);
        });
    };
  };

  Twig.logic.extend({
    ...requireHandler(Twig, 'macro'),
    regex: /^macro\s+(\w+)\s*\(([\s\S]*)\)$/,
    compile(token: LogicToken): LogicToken {
      const [, name = '', list = ''] = token.match ?? [];
      let parameters: Array<{name: string; fallback: string | undefined}>;
      try {
        parameters = parseParameterList(list);
      } catch (error) {
        throw new Twig.Error(`Macro "${name}": ${(error as Error).message}`);
      }
      token.macroName = name;
      token.parameters = parameters.map(({name: parameter, fallback}) => ({
        name: parameter,
        fallback: fallback === undefined ? undefined : compileExpression(Twig, this, fallback),
      }));
      delete token.match;
      return token;
    },
    parse(token, _context, chain) {
      defineMacro(this, token);
      return {chain, output: ''};
    },
  });

  Twig.logic.extend({...requireHandler(Twig, 'endmacro'), regex: /^endmacro(?:\s+\w+)?$/});

  /** Makes every macro of the template known, so `_self.name()` works above the macro's definition too. */
  const defineAllMacros = (state: ParseState): void => {
    for (const raw of state.template.tokens as Array<{token?: LogicToken}>) {
      const token = raw.token;
      if (token?.type === macroType && !(String(token.macroName) in state.macros))
        defineMacro(state, token);
    }
  };

  const importMacros = (state: ParseState, path: unknown, context: Context): Thenable<unknown> => {
    const imported = state.template.importFile(path);
    const importState = new Twig.ParseState(imported, undefined, pickGlobals(context));
    return importState.parseAsync(imported.tokens).then(() => importState.macros);
  };

  const importTag = requireHandler(Twig, 'import_');
  Twig.logic.extend({
    ...importTag,
    parse(token, context, chain) {
      if (token.expression === '_self') {
        defineAllMacros(this);
        context[token.contextName as string] = this.macros;
        return {chain, output: ''};
      }
      return Twig.expression.parseAsync
        .call(this, token.stack, context)
        .then((path) => importMacros(this, path, context))
        .then((macros) => {
          context[token.contextName as string] = macros;
          return {chain, output: ''};
        });
    },
  });

  const fromTag = requireHandler(Twig, 'from');
  Twig.logic.extend({
    ...fromTag,
    parse(token, context, chain) {
      const names = token.macroNames as Record<string, string>;
      const assign = (macros: unknown): {chain: boolean; output: string} => {
        const available = macros as Record<string, unknown>;
        for (const [name, alias] of Object.entries(names)) {
          if (available[name] !== undefined) context[alias] = available[name];
        }
        return {chain, output: ''};
      };
      if (token.expression === '_self') {
        defineAllMacros(this);
        return assign(this.macros);
      }
      return Twig.expression.parseAsync
        .call(this, token.stack, context)
        .then((path) => importMacros(this, path, context))
        .then(assign);
    },
  });

  const variable = Twig.expression.handler[Twig.expression.type.variable];
  if (!variable) throw new Error('Twig.js no longer defines variables.');
  const readVariable = variable.parse;
  variable.parse = function (token, stack, context) {
    if (token.value === '_self' && context._self === undefined) {
      defineAllMacros(this);
      stack.push(this.macros);
      return undefined;
    }
    return readVariable.call(this, token, stack, context);
  };
}

/** What a Canvas extension can rely on while a template renders: the clock, time zone and randomness are injected so previews and tests are deterministic. */
export interface CanvasEnvironment {
  /** The current instant ("now") for date filters and functions. */
  readonly now: Date;
  /** IANA time zone used when a date is formatted, e.g. "UTC". */
  readonly timezone: string;
  /** A random number in [0, 1), seeded in previews and tests. */
  readonly random: () => number;
  /** The source of the other templates the render can include, extend or read, by path (e.g. "partials/header.canvas"). */
  readonly templates?: Readonly<Record<string, string>>;
}

/** A filter: `value|name(arg1, arg2)` calls `apply(value, [arg1, arg2])`. */
export interface FilterDefinition {
  readonly name: string;
  /**
   * Canvas' own filter, not one of Twig 3's. The docs list these as what Canvas adds
   * (`ownFilters.test.ts` keeps those lists in step with this flag).
   */
  readonly platform?: true;
  /** The filter returns HTML that is safe to print: autoescaping leaves its string result alone. */
  readonly safe?: boolean;
  readonly create: (
    env: CanvasEnvironment,
  ) => (value: unknown, args: readonly unknown[]) => unknown;
}

/** A function: `name(arg1, arg2)` calls `apply(arg1, arg2)`. */
export interface FunctionDefinition {
  readonly name: string;
  readonly create: (env: CanvasEnvironment) => (...args: unknown[]) => unknown;
}

/** A test: `value is name(arg)` calls `apply(value, arg)`. */
export interface TestDefinition {
  readonly name: string;
  readonly create: (env: CanvasEnvironment) => (value: unknown, ...args: unknown[]) => boolean;
}

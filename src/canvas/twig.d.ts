/** The part of Twig.js (the `twig` package) that Canvas uses. The package ships no types. */
declare module 'twig' {
  export interface TwigTemplate {
    render(context?: Record<string, unknown>): string;
  }
  export interface TwigTemplateOptions {
    data: string;
    id?: string;
    autoescape?: boolean | string;
    rethrow?: boolean;
    allowInlineIncludes?: boolean;
  }
  export interface TwigInstance {
    twig(options: TwigTemplateOptions): TwigTemplate;
    extendFilter(name: string, fn: (value: unknown, args?: unknown[]) => unknown): void;
    extendFunction(name: string, fn: (...args: unknown[]) => unknown): void;
    extendTest(name: string, fn: (value: unknown, ...args: unknown[]) => boolean): void;
    /**
     * Gives access to Twig.js internals (the `Twig` object). Typed `unknown` here: the callers cast it
     * to `TwigCore` (`src/canvas/tags/internals.ts`), which describes only the internals Canvas uses.
     */
    extend(fn: (Twig: unknown) => void): void;
    cache(enabled: boolean): void;
  }
  const Twig: TwigInstance & {factory(): TwigInstance};
  export default Twig;
}

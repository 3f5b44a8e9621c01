import Twig from 'twig';
import type {CanvasEnvironment} from './types';
import type {TwigCore} from './tags/internals';
import {filters} from './filters';
import {registerArrowFunctions} from './filters/arrowFunctions';
import {functions} from './functions';
import {tests} from './isTests';
import {registerTags} from './tags';
import {sampleGlobals, sampleNow, sampleSeed, sampleTimezone} from './sampleSite';
import {seededRandom} from './seededRandom';

export interface RenderOptions {
  /** Variables for the template; they override the sample site's globals. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Other templates the template can include, extend, embed or import, by path. */
  readonly templates?: Readonly<Record<string, string>>;
  readonly now?: Date;
  readonly timezone?: string;
  readonly seed?: number;
}

/**
 * Renders a Canvas template the way a preview does: Twig semantics, HTML
 * autoescaping, and the platform's filters, functions, tests and tags.
 * Free of Node-only APIs so that it can run in a browser.
 */
export function renderCanvas(template: string, options: RenderOptions = {}): string {
  return compileCanvas(template, options).render();
}

export interface CompiledCanvas {
  /** Renders the template; throws what the template raises while it runs. */
  render(): string;
}

/**
 * Parses a template (and the templates it can include) without running it,
 * so that a caller can tell a syntax error, thrown here, from an error the
 * template raises while it renders.
 */
export function compileCanvas(template: string, options: RenderOptions = {}): CompiledCanvas {
  const twig = Twig.factory();
  twig.cache(false);
  const env: CanvasEnvironment = {
    now: options.now ?? sampleNow,
    timezone: options.timezone ?? sampleTimezone,
    random: seededRandom(options.seed ?? sampleSeed),
    templates: options.templates ?? {},
  };
  let markSafe: (html: string) => unknown = (html) => html;
  twig.extend((internals) => {
    const Twig = internals as TwigCore;
    markSafe = (html) => Twig.Markup(html);
  });
  for (const filter of filters) {
    const apply = filter.create(env);
    twig.extendFilter(filter.name, (value, args) => {
      const result = apply(value, Array.isArray(args) ? args : []);
      return filter.safe && typeof result === 'string' ? markSafe(result) : result;
    });
  }
  registerArrowFunctions(twig);
  for (const fn of functions) twig.extendFunction(fn.name, fn.create(env));
  for (const test of tests) twig.extendTest(test.name, test.create(env));
  registerTags(twig);

  for (const [id, data] of Object.entries(options.templates ?? {})) {
    twig.twig({id, data, autoescape: true, rethrow: true, allowInlineIncludes: true});
  }
  const compiled = twig.twig({
    data: template,
    autoescape: true,
    rethrow: true,
    allowInlineIncludes: true,
  });
  return {
    // Templates that extend another come back as a String object: always hand back a primitive.
    render: () => String(compiled.render({...sampleGlobals, ...options.data})),
  };
}

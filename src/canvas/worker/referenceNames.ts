/**
 * The filters and functions that have a reference page under
 * /docs/canvas/filters/ and /docs/canvas/functions/. A misspelt name in the
 * playground is matched against these; `referenceNames.test.ts` keeps the
 * lists in step with the pages.
 */
import {filters} from '../filters';
/** Filters Twig.js provides itself, unchanged, which have reference pages too. */
const TWIG_JS_FILTERS = ['escape', 'raw'];
/** Canvas filters without a page of their own: `spaceless` is deprecated in Twig 3 (deprecated.md). */
const UNDOCUMENTED_FILTERS = new Set(['spaceless']);

/** Every filter the engine registers, and Twig.js' own, less the deprecated ones: a new filter needs no entry here. */
export const documentedFilters: readonly string[] = [
  ...filters.map(({name}) => name).filter((name) => !UNDOCUMENTED_FILTERS.has(name)),
  ...TWIG_JS_FILTERS,
].sort();

export const documentedFunctions: readonly string[] = [
  'agent',
  'asset',
  'attribute',
  'block',
  'cms',
  'cms_audio',
  'cms_button',
  'cms_code',
  'cms_heading',
  'cms_image',
  'cms_list',
  'cms_quote',
  'cms_text',
  'cms_video',
  'constant',
  'cycle',
  'date',
  'dump',
  'include',
  'max',
  'min',
  'parent',
  'random',
  'range',
  'recaptcha',
  'source',
];

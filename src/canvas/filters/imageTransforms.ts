/**
 * Builds the URL of an image on Tessera's media host, with the transform
 * query parameters of "Shared Canvas conventions" (w, h, fit, fm, q, in that
 * order). Shared by the `image_url` and `image_tag` filters and `cms_image`.
 * Pure: no clock, no globals, safe to run in a browser.
 */

/**
 * The transform options. They are named like the query parameters they set,
 * and these five names are the only ones `image_url` accepts.
 */
export interface ImageUrlOptions {
  /** Width in pixels (a positive whole number; fractions are rounded). */
  readonly w?: unknown;
  /** Height in pixels (a positive whole number; fractions are rounded). */
  readonly h?: unknown;
  /** How the image fills w × h: `cover`, `contain` or `crop`. */
  readonly fit?: unknown;
  /** Output format: `webp`, `avif`, `jpg` (or `jpeg`) or `png`. */
  readonly fm?: unknown;
  /** Compression quality, a whole number from 1 to 100. */
  readonly q?: unknown;
}

/** The media host: only URLs on it are transformed. */
export const MEDIA_HOST = 'media.tessera.app';

/** Where a relative image path resolves to on the sample site "Northwind". */
export const DEFAULT_MEDIA_BASE = `https://${MEDIA_HOST}/northwind/`;

export const IMAGE_FITS = ['cover', 'contain', 'crop'] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const;

/** The transform options and query parameters, in the order they are appended. */
export const IMAGE_OPTIONS = ['w', 'h', 'fit', 'fm', 'q'] as const;
const TRANSFORM_KEYS = IMAGE_OPTIONS;

/** Long names that people reach for, and the option to use instead. */
const SUGGESTIONS: Record<string, string> = {
  width: 'w',
  height: 'h',
  format: 'fm',
  quality: 'q',
};

/**
 * Rejects option names that are not in `allowed`, so that a misspelt or
 * long-form option (`width` instead of `w`) is an error instead of being
 * ignored. Twig.js's hidden `_keys` list is not an option.
 */
export function checkOptionNames(
  filter: string,
  options: Record<string, unknown>,
  allowed: readonly string[],
): void {
  for (const name of Object.keys(options)) {
    if (name === '_keys' || allowed.includes(name)) continue;
    const suggestion = SUGGESTIONS[name];
    const hint =
      suggestion !== undefined && allowed.includes(suggestion) ? ` (use "${suggestion}")` : '';
    throw new Error(
      `The "${filter}" filter has no option "${name}"${hint}; the options are ${allowed.join(', ')}.`,
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The URL or path of an image value: a string, or the `url` of an image object; '' when there is none. */
export function imageSource(image: unknown): string {
  if (image === null || image === undefined) return '';
  // Twig.js hands filters String objects for markup-safe values.
  if (typeof image === 'string' || image instanceof String) return String(image).trim();
  if (isRecord(image)) return imageSource(image.url);
  return '';
}

/** Percent-encodes what a URL path cannot hold (spaces, unicode), leaving valid %XX escapes alone. */
function encodePath(path: string): string {
  return path
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/gu, (character) => encodeURIComponent(character));
}

function hostOf(url: string): string | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:]+)/i.exec(url);
  return match?.[1]?.toLowerCase();
}

function positiveInteger(name: string, value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(number) || Math.round(number) < 1) {
    throw new Error(
      `The image option "${name}" must be a positive number of pixels, got ${JSON.stringify(value)}.`,
    );
  }
  return Math.round(number);
}

function oneOf(
  name: string,
  value: unknown,
  allowed: readonly string[],
  aliases: Record<string, string> = {},
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const normalised = aliases[text] ?? text;
  if (!allowed.includes(normalised)) {
    throw new Error(
      `The image option "${name}" must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}.`,
    );
  }
  return normalised;
}

function quality(value: unknown): number | undefined {
  const number = positiveInteger('q', value);
  if (number !== undefined && number > 100) {
    throw new Error(
      `The image option "q" must be a quality from 1 to 100, got ${JSON.stringify(value)}.`,
    );
  }
  return number;
}

/** The transform parameters for the options, in order; throws on an invalid option value. */
export function transformParameters(options: ImageUrlOptions = {}): Array<[string, string]> {
  const values: Record<(typeof TRANSFORM_KEYS)[number], string | number | undefined> = {
    w: positiveInteger('w', options.w),
    h: positiveInteger('h', options.h),
    fit: oneOf('fit', options.fit, IMAGE_FITS),
    fm: oneOf('fm', options.fm, IMAGE_FORMATS, {jpeg: 'jpg'}),
    q: quality(options.q),
  };
  return TRANSFORM_KEYS.flatMap((key) =>
    values[key] === undefined ? [] : [[key, String(values[key])] as [string, string]],
  );
}

/**
 * The URL of an image, resized or converted on the media host.
 *
 * - `image` is a path relative to the project's media folder (`'team/ada.jpg'`),
 *   an absolute URL, or an image object `{ url, alt, width, height }`.
 * - A path resolves against `base` (the sample site's `https://media.tessera.app/northwind/`).
 * - Only URLs on `media.tessera.app` get the transform parameters; any other URL
 *   (another host, or a site path starting with `/` such as `/assets/logo.png`)
 *   is returned unchanged.
 * - Parameters the URL already has for `w`, `h`, `fit`, `fm` or `q` are replaced.
 * - `null`, `undefined`, an empty string or a value that is not an image give `''`.
 * - An option name other than `w`, `h`, `fit`, `fm` and `q` (such as `width`)
 *   throws an Error that names it and lists the valid ones.
 * - An invalid option value (w 0, fit 'stretch', q 120, ...) throws an Error.
 */
export function imageUrl(
  image: unknown,
  options: ImageUrlOptions = {},
  base: string = DEFAULT_MEDIA_BASE,
): string {
  const record = isRecord(options) ? options : {};
  checkOptionNames('image_url', record, IMAGE_OPTIONS);
  const parameters = transformParameters(record);
  const source = imageSource(image);
  if (source === '') return '';

  const isUrl = /^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('/');
  let url: string;
  if (isUrl) {
    if (hostOf(source) !== MEDIA_HOST) return source;
    url = source;
  } else {
    url = base.replace(/\/*$/, '/') + encodePath(source.replace(/^\.\//, ''));
  }
  if (parameters.length === 0) return url;

  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const existing =
    queryAt === -1
      ? []
      : withoutHash
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '');
  const kept = existing.filter(
    (pair) => !(TRANSFORM_KEYS as readonly string[]).includes(pair.split('=')[0] ?? ''),
  );
  const added = parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${path}?${[...kept, ...added].join('&')}${hash}`;
}

import type {FilterDefinition} from '../types';
import {imageUrl} from './imageUrl';
import {escapeHtml, isHash, optionsHash, toNumber, toText, unwrap} from './values';

const LOADING = ['lazy', 'eager'];

function dimension(value: unknown): number | undefined {
  const raw = unwrap(value);
  if (raw === null || raw === undefined || raw === '') return undefined;
  const number = Math.round(toNumber(raw, 'image_tag'));
  return number >= 1 ? number : undefined;
}

/**
 * The `<img>` element for an image. Attributes always come in this order:
 * src, alt, width, height, class, sizes, loading, decoding. Values are
 * HTML-escaped; the result is safe HTML. A missing image gives ''.
 */
export function imageTag(image: unknown, options: Record<string, unknown> = {}): string {
  const raw = unwrap(image);
  const object = isHash(raw) ? raw : {};
  const src = imageUrl(raw, {
    width: options.width,
    height: options.height,
    fit: options.fit,
    format: options.format,
    quality: options.quality,
  });
  if (src === '') return '';

  let width = dimension(options.width);
  let height = dimension(options.height);
  const naturalWidth = dimension(object.width);
  const naturalHeight = dimension(object.height);
  if (width === undefined && height === undefined) {
    width = naturalWidth;
    height = naturalHeight;
  } else if (naturalWidth !== undefined && naturalHeight !== undefined) {
    // Keep the aspect ratio for the attribute the options leave out, so the browser reserves the right space.
    if (height === undefined && width !== undefined) height = Math.round((width * naturalHeight) / naturalWidth);
    if (width === undefined && height !== undefined) width = Math.round((height * naturalWidth) / naturalHeight);
  }

  const alt = options.alt !== undefined && options.alt !== null ? toText(options.alt, 'image_tag') : toText(object.alt, 'image_tag');
  const loading = options.loading === undefined || options.loading === null ? 'lazy' : toText(options.loading, 'image_tag');
  if (!LOADING.includes(loading)) throw new Error(`The "image_tag" filter expects loading to be "lazy" or "eager", got "${loading}".`);
  const className = options.class === undefined || options.class === null ? '' : toText(options.class, 'image_tag');
  const sizes = options.sizes === undefined || options.sizes === null ? '' : toText(options.sizes, 'image_tag');

  const attributes: Array<[string, string | number | undefined]> = [
    ['src', src],
    ['alt', alt],
    ['width', width],
    ['height', height],
    ['class', className || undefined],
    ['sizes', sizes || undefined],
    ['loading', loading],
    ['decoding', 'async'],
  ];
  const html = attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ');
  return `<img ${html}>`;
}

/**
 * `image_tag(options = {})`: an `<img>` element with lazy loading, built from
 * an image path, URL or object, with { width, height, alt, class, loading,
 * sizes, fit, format, quality }.
 */
export const image_tag: FilterDefinition = {
  name: 'image_tag',
  safe: true,
  create: () => (value, args) => imageTag(value, optionsHash(args[0], 'image_tag')),
};

import type {FilterDefinition} from '../types';
import {checkOptionNames, IMAGE_OPTIONS, imageUrl} from './imageTransforms';
import {escapeHtml} from '../escapeHtml';
import {isHash, optionsHash, toNumber, toText, unwrap} from './values';

const LOADING = ['lazy', 'eager'];

/** The options of `image_tag`: the `image_url` transforms, then the element's own. */
export const IMAGE_TAG_OPTIONS = [...IMAGE_OPTIONS, 'alt', 'class', 'sizes', 'loading'] as const;

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
  checkOptionNames('image_tag', options, IMAGE_TAG_OPTIONS);
  const raw = unwrap(image);
  const object = isHash(raw) ? raw : {};
  // `w` and `h` size the image on the media host and also set the width and height attributes.
  const src = imageUrl(raw, {
    w: options.w,
    h: options.h,
    fit: options.fit,
    fm: options.fm,
    q: options.q,
  });
  if (src === '') return '';

  let width = dimension(options.w);
  let height = dimension(options.h);
  const naturalWidth = dimension(object.width);
  const naturalHeight = dimension(object.height);
  if (width === undefined && height === undefined) {
    width = naturalWidth;
    height = naturalHeight;
  } else if (naturalWidth !== undefined && naturalHeight !== undefined) {
    // Keep the aspect ratio for the attribute the options leave out, so the browser reserves the right space.
    if (height === undefined && width !== undefined)
      height = Math.round((width * naturalHeight) / naturalWidth);
    if (width === undefined && height !== undefined)
      width = Math.round((height * naturalWidth) / naturalHeight);
  }

  const alt =
    options.alt !== undefined && options.alt !== null
      ? toText(options.alt, 'image_tag')
      : toText(object.alt, 'image_tag');
  const loading =
    options.loading === undefined || options.loading === null
      ? 'lazy'
      : toText(options.loading, 'image_tag');
  if (!LOADING.includes(loading))
    throw new Error(
      `The "image_tag" filter expects loading to be "lazy" or "eager", got "${loading}".`,
    );
  const className =
    options.class === undefined || options.class === null ? '' : toText(options.class, 'image_tag');
  const sizes =
    options.sizes === undefined || options.sizes === null ? '' : toText(options.sizes, 'image_tag');

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
 * an image path, URL or object, with { w, h, fit, fm, q, alt, class, sizes,
 * loading }. `w` and `h` set both the URL's size and the width and height
 * attributes. Any other option name is an error that lists these.
 */
export const image_tag: FilterDefinition = {
  name: 'image_tag',
  platform: true,
  safe: true,
  create: () => (value, args) => imageTag(value, optionsHash(args[0], 'image_tag')),
};

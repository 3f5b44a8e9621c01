import type {FunctionDefinition} from '../types';
import {IMAGE_OPTIONS, imageUrl} from '../filters/imageTransforms';
import {canopyAttributes, canopyCall} from './canopy';
import {isRecord, markup, oneOf, text, type TwigState} from './shared';

/** The transform options, the same names as in `image_url`. */
const TRANSFORMS = IMAGE_OPTIONS;

function dimension(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.round(value)
    : undefined;
}

/**
 * `cms_image(key, {default, alt, w, h, fit, fm, q, loading, class, label})`:
 * an image editors can replace in Canopy. The image is a path, a URL or an
 * image object; the transform options build the URL with `imageUrl`, the same
 * builder as the `image_url` filter.
 */
export const cms_image: FunctionDefinition = {
  name: 'cms_image',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_image', this, key, options, ['alt', ...TRANSFORMS, 'loading']);
      const transform = Object.fromEntries(
        TRANSFORMS.map((option) => [option, call.options[option]]),
      );
      let src: string;
      try {
        src = imageUrl(call.content, transform);
      } catch (error) {
        throw new Error(`cms_image(): ${(error as Error).message}`);
      }
      if (src === '') return '';

      const image = isRecord(call.content) ? call.content : {};
      const naturalWidth = dimension(image.width);
      const naturalHeight = dimension(image.height);
      const w = dimension(call.options.w);
      const h = dimension(call.options.h);
      const known = naturalWidth !== undefined && naturalHeight !== undefined;
      let width: number | undefined;
      let height: number | undefined;
      if (w !== undefined && h !== undefined) [width, height] = [w, h];
      else if (w !== undefined)
        [width, height] = [w, known ? Math.round((naturalHeight * w) / naturalWidth) : undefined];
      else if (h !== undefined)
        [width, height] = [known ? Math.round((naturalWidth * h) / naturalHeight) : undefined, h];
      else [width, height] = [naturalWidth, naturalHeight];
      const alt =
        text('cms_image', 'alt', call.options.alt) ?? text('cms_image', 'alt', image.alt) ?? '';
      const loading = oneOf(
        'cms_image',
        'loading',
        call.options.loading,
        ['lazy', 'eager'],
        'lazy',
      );
      const attributes = canopyAttributes('cms_image', call, [
        ['src', src],
        ['alt', alt],
        ['width', width],
        ['height', height],
        ['loading', loading],
      ]);
      return markup(`<img${attributes}>`);
    },
};

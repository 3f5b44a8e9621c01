/**
 * A face's file with only what the site uses: every character of its `unicode-range` (so no
 * character the browser takes from the face loses its glyph) and the weights the site's CSS sets
 * (the variable axis cut to that range). The Latin face every page preloads goes from 47.1 to 30.0
 * KB, the largest file a first visit fetches before its first paint after main.js.
 */
import subsetFont from 'subset-font';
import {unicodeRangeText} from './unicodeRange';
import type {Weights} from './weights';

export function subsetFace(font: Buffer, range: string, weights: Weights): Promise<Buffer> {
  return subsetFont(font, unicodeRangeText(range), {
    targetFormat: 'woff2',
    variationAxes: {wght: {min: weights.min, max: weights.max}},
  });
}

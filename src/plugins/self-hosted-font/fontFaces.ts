/**
 * Reads the @font-face rules of a Fontsource stylesheet and rewrites them to
 * serve the chosen subsets from the site's own /fonts/ path, declared for the
 * weights the site's files keep (subsetFace.ts).
 */
import {unicodeRangeOf} from './unicodeRange';
import type {Weights} from './weights';

export interface FontFace {
  readonly file: string;
  readonly css: string;
  /** The face's `unicode-range`: the characters its file must keep. */
  readonly range: string;
}

export function fontFaces(
  stylesheet: string,
  subsets: readonly string[],
  publicPath: string,
  weights: Weights,
): FontFace[] {
  const rules = stylesheet.match(/@font-face\s*{[^}]*}/g) ?? [];
  return subsets.map((subset) => {
    const rule = rules.find((candidate) => candidate.includes(`/${subset}.woff2`));
    if (!rule)
      throw new Error(
        `self-hosted-font: no @font-face for "${subset}" in the font package's stylesheet`,
      );
    // The descriptor is rewritten to the weights the file keeps; a rule without one would declare
    // the face for 400 alone and leave bold to be faked.
    if (!/font-weight:/.test(rule))
      throw new Error(`self-hosted-font: the @font-face for "${subset}" has no font-weight`);
    const css = rule
      .replace(/url\(\.\/files\/([^)]+)\)/, (_match, file: string) => `url(${publicPath}${file})`)
      .replace(/font-weight:[^;}]*/, `font-weight: ${weights.min} ${weights.max}`)
      .replace(/\s+/g, ' ');
    return {file: `${subset}.woff2`, css, range: unicodeRangeOf(rule)};
  });
}

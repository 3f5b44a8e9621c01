/** The weights of a variable face, as its `font-weight` descriptor gives them. */
export interface Weights {
  readonly min: number;
  readonly max: number;
}

/**
 * The weights the site's text is set in, from normal to bold (e2e/foundation.spec.ts checks the
 * measured pages): the font files keep these alone. A weight outside would show at the nearest end.
 */
export const FONT_WEIGHTS: Weights = {min: 400, max: 700};

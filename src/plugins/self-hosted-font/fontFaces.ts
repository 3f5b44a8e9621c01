/**
 * Reads the @font-face rules of a Fontsource stylesheet and rewrites them to
 * serve the chosen subsets from the site's own /fonts/ path.
 */
export interface FontFace {
  readonly file: string;
  readonly css: string;
}

export function fontFaces(
  stylesheet: string,
  subsets: readonly string[],
  publicPath: string,
): FontFace[] {
  const rules = stylesheet.match(/@font-face\s*{[^}]*}/g) ?? [];
  return subsets.map((subset) => {
    const rule = rules.find((candidate) => candidate.includes(`/${subset}.woff2`));
    if (!rule)
      throw new Error(
        `self-hosted-font: no @font-face for "${subset}" in the font package's stylesheet`,
      );
    const css = rule
      .replace(/url\(\.\/files\/([^)]+)\)/, (_match, file: string) => `url(${publicPath}${file})`)
      .replace(/\s+/g, ' ');
    return {file: `${subset}.woff2`, css};
  });
}

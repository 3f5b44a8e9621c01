/**
 * What a build's log says about where its time went: Docusaurus' own phases (printed with
 * DOCUSAURUS_PERF_LOGGER=true, the same for the site and stock) and the site's own build steps,
 * each of which prints its time.
 */
import {stripVTControlCharacters} from 'node:util';

/** Docusaurus' phases of building one locale, by the label its perf logger prints. */
export const PHASES = {
  'load site': 'Build > en > Load site',
  bundle: 'Build > en > Bundling with',
  'render pages': 'Build > en > SSG',
  'post-build': 'Build > en > postBuild()',
  'link check': 'Build > en > Broken links checker',
} as const;

/** The site's own steps: a line each prints when done, and the milliseconds in it. */
const STEPS: Record<string, RegExp> = {
  'search index': /Search: \d+ index file\(s\) in (\d+) ms/,
  'Markdown twins and llms files': /Markdown twins: .* in (\d+) ms/,
  'content rules':
    /\[PERF\] .*Load content-rules@default > loadContent\(\) - ([\d.]+ (?:ms|seconds!))/,
  'changelog trail':
    /\[PERF\] .*allContentLoaded\(\) - changelog-trail@default - ([\d.]+ (?:ms|seconds!))/,
};

function milliseconds(figure: string): number {
  const [value = '0', unit = 'ms'] = figure.split(' ');
  return unit.startsWith('second') ? Number(value) * 1000 : Number(value);
}

export interface BuildTimes {
  /** Docusaurus' phases, in milliseconds; a phase the log does not show is left out. */
  readonly phases: Record<string, number>;
  /** The site's own steps, in milliseconds; empty for stock. */
  readonly steps: Record<string, number>;
}

export function buildTimes(log: string): BuildTimes {
  const lines = stripVTControlCharacters(log).split('\n');
  const phases: Record<string, number> = {};
  for (const [name, label] of Object.entries(PHASES)) {
    const line = lines.find((text) => {
      // A warning printed at the same time can precede the figure on its line.
      const match = /\[PERF\] (.+?) - [\d.]+ (?:ms|seconds!)/.exec(text);
      return match?.[1] === label || (label.endsWith('with') && match?.[1]?.startsWith(label));
    });
    const figure = line && /- ([\d.]+ (?:ms|seconds!))/.exec(line)?.[1];
    if (figure) phases[name] = milliseconds(figure);
  }
  const steps: Record<string, number> = {};
  for (const [name, pattern] of Object.entries(STEPS)) {
    for (const text of lines) {
      const figure = pattern.exec(text)?.[1];
      if (figure) steps[name] = milliseconds(figure.includes(' ') ? figure : `${figure} ms`);
    }
  }
  return {phases, steps};
}

/**
 * How a cost grows from the smallest size to the largest: its cost per page at the largest size
 * over its cost per page at the smallest. 1 is linear; above 1, each page costs more on a larger site.
 */
export function perPageGrowth(
  small: {pages: number; ms: number},
  large: {pages: number; ms: number},
) {
  return large.ms / large.pages / (small.ms / small.pages);
}

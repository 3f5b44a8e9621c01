/**
 * What a build's log says about where its time went: Docusaurus' own phases (printed with
 * DOCUSAURUS_PERF_LOGGER=true, the same for the site and stock) and the site's own build steps,
 * each of which prints its own time.
 */
import {stripVTControlCharacters} from 'node:util';

/** Docusaurus' phases of building one locale, by the label its perf logger prints. */
export const PHASES: Record<string, RegExp> = {
  'load site': /^Build > en > Load site$/,
  bundle: /^Build > en > Bundling with \w+$/,
  'render pages': /^Build > en > SSG$/,
  'post-build': /^Build > en > postBuild\(\)$/,
  'link check': /^Build > en > Broken links checker$/,
};

/**
 * The site's own steps, each by the line it prints with its milliseconds. Not by the perf logger's
 * time of a plugin hook: Docusaurus runs every plugin's hook of a kind together, and times each until
 * all have passed their first await, so a small synchronous step would be charged with the others.
 */
const STEPS: Record<string, RegExp> = {
  'search index': /Search: \d+ index file\(s\) in (\d+) ms/,
  'Markdown twins and llms files': /Markdown twins: .* in (\d+) ms/,
  'content rules': /Content rules: .* in ([\d.]+) ms/,
  'changelog trail': /Changelog trail: .* in ([\d.]+) ms/,
};

// A warning printed at the same time can precede the figure on its line.
const PERF_LINE = /\[PERF\] (.+?) - ([\d.]+) (ms|seconds!)/;

export interface BuildTimes {
  /** Docusaurus' phases, in milliseconds; a phase the log does not show is left out. */
  readonly phases: Record<string, number>;
  /** The site's own steps, in milliseconds; empty for stock. */
  readonly steps: Record<string, number>;
}

export function buildTimes(log: string): BuildTimes {
  const lines = stripVTControlCharacters(log).split('\n');
  const timed = lines.flatMap((line) => {
    const match = PERF_LINE.exec(line);
    if (!match) return [];
    const [, label = '', value = '0', unit] = match;
    return [{label, ms: unit === 'ms' ? Number(value) : Number(value) * 1000}];
  });
  const labelled = (label: RegExp) => timed.find((entry) => label.test(entry.label))?.ms;
  const phases: Record<string, number> = {};
  for (const [name, label] of Object.entries(PHASES)) {
    const ms = labelled(label);
    if (ms !== undefined) phases[name] = ms;
  }
  const steps: Record<string, number> = {};
  for (const [name, printed] of Object.entries(STEPS)) {
    const ms = lines.map((line) => printed.exec(line)?.[1]).find(Boolean);
    if (ms !== undefined) steps[name] = Number(ms);
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

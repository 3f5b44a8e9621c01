/**
 * The "On this page" panel lists level 2 and 3 headings only: deeper levels would turn a
 * short outline into a copy of the page.
 */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

export interface TocEntry {
  readonly id: string;
  readonly value: string;
  readonly level: number;
}

export function tocForPanel<T extends TocEntry>(toc: readonly T[]): T[] {
  return toc.filter((entry) => entry.level >= TOC_MIN_LEVEL && entry.level <= TOC_MAX_LEVEL);
}

/** The band of the viewport in which a heading counts as "in view": 100px from the top, 70% from the bottom. */
export const HEADING_IN_VIEW_ROOT_MARGIN = '-100px 0px -70% 0px';

/**
 * The heading to highlight: the first in document order that is inside the
 * band; otherwise the last one above the band (the reader is in its section).
 */
export function activeHeading(
  headings: readonly {id: string; top: number}[],
  bandTop = 100,
): string | undefined {
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top <= bandTop + 1) active = heading.id;
    else break;
  }
  return active ?? headings[0]?.id;
}

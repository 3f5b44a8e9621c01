import type {NameSuggestion} from './protocol';
import {documentedFilters, documentedFunctions} from './referenceNames';

/** Edits (insert, delete, replace, swap two neighbours) that turn one name into the other. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (__, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The documented filter or function closest to a name the engine did not
 * know, or undefined when none is close: a suggestion must be within a third
 * of the name's length (at least two edits), so "uper" finds "upper" but
 * "shout" finds nothing.
 */
export function suggestName(
  unknown: string,
  kind: 'filter' | 'function',
): NameSuggestion | undefined {
  const names = kind === 'filter' ? documentedFilters : documentedFunctions;
  const wanted = unknown.toLowerCase();
  let best: {name: string; distance: number} | undefined;
  for (const name of names) {
    const distance = editDistance(wanted, name);
    if (!best || distance < best.distance) best = {name, distance};
  }
  const allowed = Math.max(2, Math.floor(unknown.length / 3));
  if (!best || best.distance > allowed) return undefined;
  return {
    name: best.name,
    kind,
    path: `/docs/canvas/${kind === 'filter' ? 'filters' : 'functions'}/${best.name}`,
  };
}

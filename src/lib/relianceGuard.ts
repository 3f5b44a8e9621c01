/**
 * The error a reliance on a dependency's internals raises when an upgrade changed what it relies
 * on: it names the reliance (the row of UPGRADING.md), what the site expected, what it found, and
 * the file to look at, so a break reads as itself rather than as a TypeError further on.
 */
export interface RelianceBreak {
  /** The reliance as UPGRADING.md names it, e.g. "Page template". */
  readonly reliance: string;
  /** What the site expects, e.g. "a string". */
  readonly expected: string;
  /** The value found in its place. */
  readonly found: unknown;
  /** The site's file that relies on it. */
  readonly file: string;
}

/** A short description of a value's shape: its type, or an object's first keys. */
export function describeShape(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0
      ? 'an object with no keys'
      : `an object with keys ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}`;
  }
  return `a ${typeof value}`;
}

export function relianceError({reliance, expected, found, file}: RelianceBreak): Error {
  return new Error(
    `${reliance}: a Docusaurus upgrade changed what ${file} relies on. Expected ${expected}, ` +
      `found ${describeShape(found)}. See UPGRADING.md ("${reliance}").`,
  );
}

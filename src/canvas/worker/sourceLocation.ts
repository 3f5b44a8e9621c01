import type {SourceLocation} from './protocol';

/** The 1-based line and column of a 0-based character offset in a text. */
export function locationOf(text: string, offset: number): SourceLocation {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1};
}

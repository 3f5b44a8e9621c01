/**
 * The characters an @font-face rule's `unicode-range` names, as one string: what a subset of the
 * face must keep for every character the browser takes from it to still have its glyph.
 */
export function unicodeRangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`self-hosted-font: "${part.trim()}" is not a unicode-range entry`);
    const first = parseInt(match[1] ?? '', 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) text += String.fromCodePoint(point);
  }
  return text;
}

/** The `unicode-range` of an @font-face rule. */
export function unicodeRangeOf(rule: string): string {
  const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
  if (!range) throw new Error('self-hosted-font: the @font-face rule has no unicode-range');
  return range.trim();
}

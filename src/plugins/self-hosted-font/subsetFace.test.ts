/** The subset of the real Latin face the site preloads, against the package's file. */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import subsetFont from 'subset-font';
import {fontFaces} from './fontFaces';
import {subsetFace} from './subsetFace';
import {unicodeRangeText} from './unicodeRange';
import {FONT_WEIGHTS} from './weights';

const packageDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
const [latin] = fontFaces(
  readFileSync(join(packageDir, 'wght.css'), 'utf8'),
  ['inter-latin-wght-normal'],
  '/fonts/',
  FONT_WEIGHTS,
);
const original = readFileSync(join(packageDir, 'files', 'inter-latin-wght-normal.woff2'));

/** How many glyphs a subset of `font` to `text` keeps: one for each character it has. */
async function glyphsFor(font: Buffer, text: string): Promise<number> {
  return countGlyphs(await subsetFont(font, text, {targetFormat: 'sfnt'}));
}

/** numGlyphs from the font's maxp table. */
function countGlyphs(sfnt: Buffer): number {
  const tables = sfnt.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'maxp')
      return sfnt.readUInt16BE(sfnt.readUInt32BE(record + 8) + 4);
  }
  throw new Error('no maxp table');
}

test('the preloaded face keeps a glyph for every character of its range, in fewer bytes', async () => {
  if (!latin) throw new Error('no Latin face');
  const subset = await subsetFace(original, latin.range, FONT_WEIGHTS);
  expect(subset.length).toBeLessThan(original.length * 0.7);
  // The whole range keeps its glyphs: ASCII, Latin-1 (café, naïve, ©, ×), punctuation (— “ ” …), €.
  const range = unicodeRangeText(latin.range);
  for (const character of 'é—“…€') expect(range).toContain(character);
  expect(await glyphsFor(subset, range)).toBe(await glyphsFor(original, range));
  expect(await glyphsFor(subset, range)).toBeGreaterThan(200);
});

/** The committed favicon.ico is the current favicon.svg, drawn at every size (`npm run favicon`). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readIco} from './icoFile';
import {texts} from './pngText';
import {ICO_PATH, ICO_SIZES, SOURCE_KEYWORD, SVG_PATH, sourceStamp} from './source';

const root = join(__dirname, '../..');

it(`${ICO_PATH} holds ${SVG_PATH} as it is now, at ${ICO_SIZES.join(', ')} px (npm run favicon draws it)`, () => {
  const images = readIco(readFileSync(join(root, ICO_PATH)));
  expect(images.map(({size}) => size)).toEqual([...ICO_SIZES]);
  const stamp = sourceStamp(readFileSync(join(root, SVG_PATH)));
  for (const {size, png} of images) {
    expect({size, source: texts(png)[SOURCE_KEYWORD]}).toEqual({size, source: stamp});
    // The PNG's own header says the same size as the directory.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
});

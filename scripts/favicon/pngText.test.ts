import {crc32, deflateSync} from 'node:zlib';
import {pngChunk, texts, withText} from './pngText';

/** A 1 x 1 white PNG, written out chunk by chunk. */
const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const onePixel = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', header),
  pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
  pngChunk('IEND', Buffer.alloc(0)),
]);

describe('withText and texts', () => {
  it('adds a text chunk that reads back, before the image data, with a valid checksum', () => {
    const stamped = withText(onePixel, 'Source', 'favicon.svg sha256:ab');
    expect(texts(stamped)).toEqual({Source: 'favicon.svg sha256:ab'});
    expect(texts(onePixel)).toEqual({});
    const added = stamped.indexOf('tEXt') - 4;
    expect(added).toBeLessThan(stamped.indexOf('IDAT'));
    const length = stamped.readUInt32BE(added);
    const body = stamped.subarray(added + 4, added + 8 + length);
    expect(stamped.readUInt32BE(added + 8 + length)).toBe(crc32(body));
    expect(stamped.length).toBe(onePixel.length + 12 + 'Source\0favicon.svg sha256:ab'.length);
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => withText(Buffer.from('GIF89a'), 'k', 'v')).toThrow('Not a PNG');
  });
});

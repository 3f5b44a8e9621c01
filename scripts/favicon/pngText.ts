/**
 * A PNG's text chunks (tEXt, keyword and Latin-1 text): the favicon's images carry the hash of the
 * SVG they were drawn from, so a test can tell when the SVG changed and they were not drawn again.
 */
import {crc32} from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  readonly type: string;
  readonly data: Buffer;
  /** Where the chunk starts, its length field first. */
  readonly start: number;
}

function chunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG: its signature differs');
  const found: Chunk[] = [];
  for (let start = 8; start < png.length;) {
    const length = png.readUInt32BE(start);
    const type = png.toString('latin1', start + 4, start + 8);
    found.push({type, data: png.subarray(start + 8, start + 8 + length), start});
    start += 12 + length;
  }
  return found;
}

/** A PNG chunk: the data's length, the type, the data, and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG with a tEXt chunk added before its image data (readers ignore chunks they do not use). */
export function withText(png: Buffer, keyword: string, text: string): Buffer {
  const data = chunks(png).find(({type}) => type === 'IDAT');
  if (!data) throw new Error('A PNG without image data');
  const added = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, data.start), added, png.subarray(data.start)]);
}

/** The PNG's tEXt chunks, keyword to text. */
export function texts(png: Buffer): Record<string, string> {
  return Object.fromEntries(
    chunks(png)
      .filter(({type}) => type === 'tEXt')
      .map(({data}) => {
        const separator = data.indexOf(0);
        return [data.toString('latin1', 0, separator), data.toString('latin1', separator + 1)];
      }),
  );
}

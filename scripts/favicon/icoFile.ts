/**
 * The ICO container with PNG images inside (every browser since 2007 reads it): a 6-byte header,
 * a 16-byte directory entry per image, then the images.
 */
export interface IcoImage {
  /** Width and height in pixels, at most 256. */
  readonly size: number;
  readonly png: Buffer;
}

const HEADER = 6;
const ENTRY = 16;

export function packIco(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER + ENTRY * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({size, png}, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new RangeError(`An icon image is 1 to 256 pixels wide, not ${size}`);
    }
    const entry = HEADER + ENTRY * index;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({png}) => png)]);
}

/** The images of an ICO file, as packIco wrote them; throws on a file that is not one. */
export function readIco(file: Buffer): IcoImage[] {
  if (file.length < HEADER || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1) {
    throw new Error('Not an ICO file: its header is not 0, 1');
  }
  const count = file.readUInt16LE(4);
  return Array.from({length: count}, (_, index) => {
    const entry = HEADER + ENTRY * index;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    if (offset + length > file.length)
      throw new Error(`ICO image ${index} runs past the file's end`);
    return {size: file.readUInt8(entry) || 256, png: file.subarray(offset, offset + length)};
  });
}

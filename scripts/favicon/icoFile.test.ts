import {packIco, readIco} from './icoFile';

const png = (byte: number, length: number) => Buffer.alloc(length, byte);

describe('packIco and readIco', () => {
  it('packs images that read back with their sizes and bytes, 256 as 0 in the directory', () => {
    const images = [
      {size: 16, png: png(1, 10)},
      {size: 256, png: png(2, 7)},
    ];
    const ico = packIco(images);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt8(6 + 16)).toBe(0);
    expect(ico.length).toBe(6 + 2 * 16 + 17);
    expect(readIco(ico)).toEqual(images);
  });

  it('refuses a size an icon cannot have', () => {
    expect(() => packIco([{size: 300, png: png(0, 1)}])).toThrow('1 to 256 pixels wide, not 300');
  });

  it('refuses a file that is not an icon, or is cut short', () => {
    expect(() => readIco(Buffer.from('<svg/>'))).toThrow('Not an ICO file');
    const ico = packIco([{size: 32, png: png(3, 20)}]);
    expect(() => readIco(ico.subarray(0, ico.length - 1))).toThrow('runs past the file');
  });
});

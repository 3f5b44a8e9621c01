/** The part of `subset-font` (HarfBuzz's subsetter) the font plugin uses. The package ships no types. */
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    /** An axis pinned to a value, or cut to a range. */
    readonly variationAxes?: Readonly<
      Record<
        string,
        number | {readonly min: number; readonly max: number; readonly default?: number}
      >
    >;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

/**
 * A sample request pointed at the mock: the API's production base URL, wherever the sample has it,
 * becomes the mock's. Nothing else of the sample changes, whichever generator wrote it.
 */

/** `https://api.tessera.dev/admin/v1/blogs` → `http://127.0.0.1:4010/admin/v1/blogs`. */
export function pointAtMock(sample: string, productionBase: string, mockBase: string): string {
  if (!sample.includes(productionBase))
    throw new Error(
      `The sample does not call ${productionBase}, so it cannot be pointed at the mock:\n${sample}`,
    );
  return sample.split(productionBase).join(mockBase);
}

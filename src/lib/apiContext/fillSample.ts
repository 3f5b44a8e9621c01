/**
 * A sample with the reader's own values in place of the documented placeholders: their key where
 * the sample has the key placeholder, their project ID where it has the example project ID.
 */

export interface SamplePlaceholders {
  /** The literal key placeholder every sample of the endpoint uses. */
  readonly key: string;
  /** The example project ID the samples use ("prj_8f3k2m9q"). */
  readonly projectId: string;
}

export interface SampleValues {
  readonly key: string;
  readonly projectId: string;
}

/** "tak_live_8f3k2m9q1234" → "tak_••••1234": enough to recognise, not enough to use. */
export function maskKey(key: string): string {
  const prefix = /^[a-z]+_/.exec(key)?.[0] ?? '';
  const tail = key.length - prefix.length > 8 ? key.slice(-4) : '';
  return `${prefix}••••${tail}`;
}

export function fillSample(
  code: string,
  placeholders: SamplePlaceholders,
  values: SampleValues,
  masked: boolean,
): string {
  let filled = code;
  if (values.key && placeholders.key)
    filled = filled.split(placeholders.key).join(masked ? maskKey(values.key) : values.key);
  if (values.projectId && placeholders.projectId)
    filled = filled.split(placeholders.projectId).join(values.projectId);
  return filled;
}

import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';

/** What the playground shows, and what a link carries. */
export interface PlaygroundState {
  readonly template: string;
  readonly data: string;
  /** Other templates the template includes or extends, by path. */
  readonly templates?: Readonly<Record<string, string>>;
}

/** The longest link fragment the playground reads; longer ones are cut by browsers and chat apps anyway. */
export const MAX_LINK_LENGTH = 16_000;

/** The fragment key: `/playground#code=…`. A fragment never reaches a server. */
const KEY = 'code=';

export function encodePlaygroundState(state: PlaygroundState): string {
  const payload: PlaygroundState = {
    template: state.template,
    data: state.data,
    ...(state.templates && Object.keys(state.templates).length > 0
      ? {templates: state.templates}
      : {}),
  };
  return `${KEY}${compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

export type DecodedLink =
  | {readonly kind: 'none'}
  | {readonly kind: 'state'; readonly state: PlaygroundState}
  | {readonly kind: 'invalid'; readonly reason: string};

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Reads a location hash ("#code=…"); says why when it cannot. */
export function decodePlaygroundHash(hash: string): DecodedLink {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.startsWith(KEY)) return {kind: 'none'};
  const encoded = fragment.slice(KEY.length);
  if (encoded.length > MAX_LINK_LENGTH) {
    return {
      kind: 'invalid',
      reason: `The link is too long (${encoded.length.toLocaleString('en-US')} characters; the playground reads up to ${MAX_LINK_LENGTH.toLocaleString('en-US')}).`,
    };
  }
  const corrupt = {
    kind: 'invalid',
    reason: 'The link is damaged: it may have been cut short when it was copied.',
  } as const;
  let parsed: unknown;
  try {
    const json = decompressFromEncodedURIComponent(encoded);
    if (!json) return corrupt;
    parsed = JSON.parse(json);
  } catch {
    return corrupt;
  }
  if (typeof parsed !== 'object' || parsed === null) return corrupt;
  const {template, data, templates} = parsed as Record<string, unknown>;
  if (typeof template !== 'string' || typeof data !== 'string') return corrupt;
  if (templates !== undefined && !isStringRecord(templates)) return corrupt;
  return {kind: 'state', state: {template, data, ...(templates ? {templates} : {})}};
}

/**
 * Names the cookie that keeps a page's feedback choice: the page path with
 * slashes changed to underscores, prefixed in development builds so local
 * testing never collides with production choices.
 */
export const DEVELOPMENT_PREFIX = 'dev';
export const FEEDBACK_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function feedbackCookieName(
  path: string,
  {development = false}: {development?: boolean} = {},
): string {
  // One page, one cookie: /docs/ and /docs are the same page.
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // Cookie names are RFC 6265 tokens: anything else a path may hold is percent-encoded.
  const name = trimmed
    .replace(/\//g, '_')
    .replace(/[^A-Za-z0-9_.\-~!#$&'*+^`|]/g, (character) => encodeURIComponent(character));
  return development ? `${DEVELOPMENT_PREFIX}${name}` : name;
}

export type FeedbackChoice = 'very-helpful' | 'not-helpful';

export function isFeedbackChoice(value: unknown): value is FeedbackChoice {
  return value === 'very-helpful' || value === 'not-helpful';
}

/** The Set-Cookie string for a choice: a year long, whole site, SameSite=Lax. */
export function feedbackCookie(name: string, choice: FeedbackChoice, secure: boolean): string {
  return `${name}=${choice}; Max-Age=${FEEDBACK_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads a cookie's value out of a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > -1 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}

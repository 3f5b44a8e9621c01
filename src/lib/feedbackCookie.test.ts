import {feedbackCookie, feedbackCookieName, isFeedbackChoice, readCookie} from './feedbackCookie';

describe('feedbackCookieName', () => {
  it('turns the slashes of a nested path into underscores', () => {
    expect(feedbackCookieName('/docs/canvas/filters/date')).toBe('_docs_canvas_filters_date');
  });
  it('names the root page "_"', () => {
    expect(feedbackCookieName('/')).toBe('_');
  });
  it('gives a path with a trailing slash the same name as without', () => {
    expect(feedbackCookieName('/docs/')).toBe(feedbackCookieName('/docs'));
  });
  it('keeps underscores and hyphens of page names', () => {
    expect(feedbackCookieName('/docs/canvas/filters/url_encode')).toBe(
      '_docs_canvas_filters_url_encode',
    );
    expect(feedbackCookieName('/docs/canvas/tests/divisible-by')).toBe(
      '_docs_canvas_tests_divisible-by',
    );
  });
  it('prefixes the name in development builds only', () => {
    expect(feedbackCookieName('/docs', {development: true})).toBe('dev_docs');
    expect(feedbackCookieName('/docs', {development: false})).toBe('_docs');
  });
  it('encodes characters a cookie name cannot hold', () => {
    expect(feedbackCookieName('/api/a=b;c d')).toBe('_api_a%3Db%3Bc%20d');
  });
});

describe('feedbackCookie', () => {
  it('is kept a year, for the whole site, SameSite=Lax', () => {
    expect(feedbackCookie('_docs', 'very-helpful', false)).toBe(
      '_docs=very-helpful; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(feedbackCookie('_docs', 'not-helpful', true)).toContain('; Secure');
  });
  it('reads a cookie back and validates the choice', () => {
    const value = readCookie('theme=x; _docs=not-helpful; other=1', '_docs');
    expect(value).toBe('not-helpful');
    expect(isFeedbackChoice(value)).toBe(true);
    expect(isFeedbackChoice('maybe')).toBe(false);
    expect(readCookie('', '_docs')).toBeUndefined();
  });
});

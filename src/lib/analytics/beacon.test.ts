import {sendAnalyticsBeacon} from './beacon';

describe('sendAnalyticsBeacon', () => {
  it('posts the payload as JSON text to the endpoint', () => {
    const calls: {url: string; body: Blob}[] = [];
    const sent = sendAnalyticsBeacon(
      '/stats/event',
      {n: 'pageview', u: 'https://x/docs'},
      (url, body) => {
        calls.push({url, body});
        return true;
      },
    );
    expect(sent).toBe(true);
    expect(calls[0]?.url).toBe('/stats/event');
    expect(calls[0]?.body.type).toBe('text/plain');
  });
  it('reports false, without throwing, when sendBeacon is missing or throws', () => {
    expect(sendAnalyticsBeacon('/stats/event', {}, undefined)).toBe(false);
    expect(
      sendAnalyticsBeacon('/stats/event', {}, () => {
        throw new Error('blocked');
      }),
    ).toBe(false);
  });
});

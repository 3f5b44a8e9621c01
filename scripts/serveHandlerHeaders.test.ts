import {serveHandlerHeaders} from './serveHandlerHeaders';

describe('serveHandlerHeaders', () => {
  const rules = serveHandlerHeaders([
    {pattern: '/*', headers: [['X-Frame-Options', 'DENY']]},
    {pattern: '/assets/*', headers: [['cache-control', 'public, max-age=31536000, immutable']]},
    {pattern: '/llms.txt', headers: [['Content-Type', 'text/plain']]},
  ]);

  it("revalidates every path first, so that a later rule's cache policy replaces it", () => {
    expect(rules[0]).toEqual({source: '/**', headers: [{key: 'Cache-Control', value: 'no-cache'}]});
    expect(rules[2]).toEqual({
      source: '/assets/**',
      headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
    });
  });

  it('turns the _headers patterns into serve-handler globs', () => {
    expect(rules.map((rule) => rule.source)).toEqual(['/**', '/**', '/assets/**', '/llms.txt']);
  });
});

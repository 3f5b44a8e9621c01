import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseHeaders} from './headerRules';

describe('parseHeaders', () => {
  it('reads each path and its headers, skipping comments and blank lines', () => {
    expect(
      parseHeaders(
        '# note\n/*\n  X-Frame-Options: DENY\n\n/assets/*\n  Cache-Control: max-age=1\n',
      ),
    ).toEqual([
      {pattern: '/*', headers: [['X-Frame-Options', 'DENY']]},
      {pattern: '/assets/*', headers: [['Cache-Control', 'max-age=1']]},
    ]);
  });

  it('keeps colons inside a value', () => {
    expect(parseHeaders('/*\n  Content-Security-Policy: img-src data:\n')[0]?.headers).toEqual([
      ['Content-Security-Policy', 'img-src data:'],
    ]);
  });

  it('names the line it cannot read', () => {
    expect(() => parseHeaders('  X-Frame-Options: DENY\n')).toThrow(
      '_headers line 1: expected "Name: value" under a path, got "X-Frame-Options: DENY"',
    );
  });

  it("reads the site's static/_headers", () => {
    const rules = parseHeaders(
      readFileSync(join(__dirname, '..', '..', '..', 'static', '_headers'), 'utf8'),
    );
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
  });
});

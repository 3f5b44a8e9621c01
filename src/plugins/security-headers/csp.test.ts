import {createHash} from 'node:crypto';
import {
  inlineScriptHashes,
  missingScriptHashes,
  parseCsp,
  policyFromHeadersFile,
  withSources,
} from './csp';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script src="/a.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module">import("/b.js")</script>',
      '<script>console.log(1)</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('console.log(1)'), hash('import("/b.js")')]);
  });
});

describe('missingScriptHashes', () => {
  it('lists the hashes the policy does not allow', () => {
    const policy = `default-src 'self'; script-src 'self' ${hash('a()')}`;
    expect(missingScriptHashes(policy, [hash('a()'), hash('b()')])).toEqual([hash('b()')]);
  });
  it('falls back to default-src', () => {
    expect(missingScriptHashes(`default-src 'self' ${hash('a()')}`, [hash('a()')])).toEqual([]);
  });
});

describe('policy parsing', () => {
  it('reads the directives and the policy of a _headers file', () => {
    const file =
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n";
    const policy = policyFromHeadersFile(file);
    expect(policy).toBe("default-src 'self'; img-src 'self' data:");
    expect(parseCsp(policy ?? '').get('img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('withSources', () => {
  it('adds sources to a directive once and leaves the policy alone when there are none', () => {
    const policy = "default-src 'self'; connect-src 'self'";
    expect(withSources(policy, 'connect-src', ['https://a.example', "'self'"])).toBe(
      "default-src 'self'; connect-src 'self' https://a.example",
    );
    expect(withSources(policy, 'connect-src', [])).toBe(policy);
  });
});

import {allowedHosts, clientAddress, refusal} from './httpGuard';

describe('refusal', () => {
  const direct = allowedHosts({host: '127.0.0.1', port: 3300});
  const proxied = allowedHosts({host: '127.0.0.1', port: 3300}, ['Developers.Tessera.dev']);

  it('answers the loopback address and port the server listens on', () => {
    expect(refusal({host: '127.0.0.1:3300'}, direct)).toBeUndefined();
    expect(refusal({host: 'localhost:3300'}, direct)).toBeUndefined();
    expect(refusal({host: '[::1]:3300'}, allowedHosts({host: '::1', port: 3300}))).toBeUndefined();
  });

  it('refuses a foreign Host: a rebound name, another port, none', () => {
    expect(refusal({host: 'evil.example:3300'}, direct)).toBe(
      'Host "evil.example:3300" is not served here.',
    );
    expect(refusal({host: '127.0.0.1:3301'}, direct)).toMatch(/not served/);
    expect(refusal({}, direct)).toMatch(/not served/);
    expect(refusal({host: 'developers.tessera.dev'}, direct)).toMatch(/not served/);
  });

  it('answers the names a proxy serves, in any case', () => {
    expect(refusal({host: 'developers.tessera.dev'}, proxied)).toBeUndefined();
    expect(
      refusal({host: 'developers.tessera.dev', origin: 'https://developers.tessera.dev'}, proxied),
    ).toBeUndefined();
  });

  it("refuses another site's pages, and an opaque origin", () => {
    expect(refusal({host: 'developers.tessera.dev', origin: 'https://evil.example'}, proxied)).toBe(
      'Origin "https://evil.example" may not call this server: pages of other sites are refused.',
    );
    expect(refusal({host: '127.0.0.1:3300', origin: 'null'}, direct)).toMatch(/may not call/);
    expect(refusal({host: '127.0.0.1:3300', origin: 'http://127.0.0.1:9999'}, direct)).toMatch(
      /may not call/,
    );
  });
});

describe('clientAddress', () => {
  it("counts the socket's address when no proxy is trusted, whatever the client claims", () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', false)).toBe('127.0.0.1');
  });

  it('counts the address the trusted proxy wrote last', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, true)).toBe('127.0.0.1');
  });
});

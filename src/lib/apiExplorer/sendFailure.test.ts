import {isLoopback, sendFailure} from './sendFailure';

describe('sendFailure', () => {
  it('names the mock address and the command that starts it', () => {
    expect(sendFailure({label: 'Local mock', url: 'http://127.0.0.1:4010', sendable: true})).toBe(
      'No answer from http://127.0.0.1:4010. Start the mock with npm run mock, then send again.',
    );
  });

  it('names the host and the likely causes for another server', () => {
    expect(sendFailure({label: 'Live', url: 'https://api.tessera.dev', sendable: true})).toContain(
      'https://api.tessera.dev got no response',
    );
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('http://localhost:4010')).toBe(true);
    expect(isLoopback('https://api.tessera.dev')).toBe(false);
    expect(isLoopback('not a url')).toBe(false);
  });
});

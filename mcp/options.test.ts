import {parseOptions, usage} from './options';

describe('parseOptions', () => {
  it('reads the local build over stdio by default', () => {
    expect(parseOptions([])).toEqual({
      ok: true,
      options: {source: {kind: 'build'}, transport: {kind: 'stdio'}},
    });
  });

  it('reads a deployed site and serves Streamable HTTP on loopback', () => {
    expect(
      parseOptions(['--site', 'https://developers.tessera.dev', '--http', '127.0.0.1:3300']),
    ).toEqual({
      ok: true,
      options: {
        source: {kind: 'site', url: 'https://developers.tessera.dev'},
        transport: {kind: 'http', host: '127.0.0.1', port: 3300, proxiedHosts: []},
      },
    });
    expect(parseOptions(['--http', '[::1]:3301'])).toMatchObject({
      options: {transport: {kind: 'http', host: '::1', port: 3301}},
    });
  });

  it('names the hosts a proxy serves the endpoint at', () => {
    expect(
      parseOptions([
        '--http',
        '127.0.0.1:3300',
        '--behind-proxy',
        'developers.tessera.dev, 127.0.0.1:8080',
      ]),
    ).toMatchObject({
      options: {
        transport: {proxiedHosts: ['developers.tessera.dev', '127.0.0.1:8080']},
      },
    });
  });

  it('names the command the reader started it with in the usage line', () => {
    expect(parseOptions(['--port', '1'], 'npx -y @tessera/docs-mcp')).toEqual({
      ok: false,
      problem: `Unknown option "--port". ${usage('npx -y @tessera/docs-mcp')}`,
    });
    expect(usage()).toMatch(/^Usage: npm run mcp -- \[--build/);
  });

  it.each([
    [['--port', '1'], /Unknown option "--port"/],
    [['--site'], /--site needs a value/],
    [['--site', 'developers.tessera.dev'], /needs a URL/],
    [['--site', 'ftp://x.example'], /http\(s\)/],
    [['--build', 'build', '--site', 'https://x.example'], /not both/],
    [['--http', '3300'], /host:port/],
    [['--http', '127.0.0.1:70000'], /host:port/],
    [['--http', '0.0.0.0:3300'], /this machine only/],
    [['--behind-proxy', 'developers.tessera.dev'], /goes with --http/],
    [['--http', '127.0.0.1:1', '--behind-proxy', 'https://x.example/mcp'], /not "https:/],
    [['--http', '127.0.0.1:1', '--behind-proxy', ''], /needs the host names/],
  ])('%j is refused with the reason', (args, problem) => {
    const parsed = parseOptions(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});

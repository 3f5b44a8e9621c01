import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {installAdvice, isAtLeast, nodeBinDir, nodeFloor, NODE_24_VERSION} from './node24.mjs';

test('the floor is read from package.json engines', () => {
  expect(nodeFloor()).toBe('24.14.0');
  expect(isAtLeast(NODE_24_VERSION, nodeFloor())).toBe(true);
  expect(() => nodeFloor('{"engines": {"node": "^20.19.0 || >=24.14.0"}}')).toThrow(
    'package.json: engines.node should read ">=x.y.z", not "^20.19.0 || >=24.14.0".',
  );
});

test('versions compare part by part', () => {
  expect(isAtLeast('v24.14.0', '24.14.0')).toBe(true);
  expect(isAtLeast('v24.9.1', '24.14.0')).toBe(false);
  expect(isAtLeast('v20.20.2', '24.14.0')).toBe(false);
  expect(isAtLeast('v26.0.0', '24.14.0')).toBe(true);
});

test('a recent enough Node runs the site itself, saying nothing', () => {
  const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(nodeBinDir(process.env, 'v24.21.0')).toBe(dirname(process.execPath));
  expect(said).not.toHaveBeenCalled();
  said.mockRestore();
});

test('an older Node with no registry gets what to install, not a stack trace', () => {
  const cache = mkdtempSync(join(tmpdir(), 'tessera-node-cache-'));
  const said: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
  try {
    const env = {
      ...process.env,
      TESSERA_NODE_CACHE: cache,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_fetch_retries: '0',
    };
    expect(nodeBinDir(env, 'v20.20.2')).toBeNull();
    expect(said[0]).toBe(
      `Node v20.20.2 is older than 24.14.0: running on Node ${NODE_24_VERSION}, installing it from the npm registry into ${cache}.`,
    );
    expect(said[1]).toContain(installAdvice('v20.20.2', '24.14.0'));
  } finally {
    error.mockRestore();
    rmSync(cache, {recursive: true, force: true});
  }
});

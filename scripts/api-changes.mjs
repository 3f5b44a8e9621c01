#!/usr/bin/env node
/**
 * `npm run api:changes`: after a release is added to src/data/api/history/releases.ts, checks the
 * history against the current OpenAPI documents and writes src/data/api/history/generated/ (the
 * rows of /api/changes and each API's released document). It runs the guard's own test in write
 * mode, so it refuses exactly what `npm test` would refuse.
 */
import {spawnSync} from 'node:child_process';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {isMain} from './isMain.mjs';

export function writeApiChanges() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), 'src/plugins/api-changes/guard.test.ts'],
    {cwd: root, stdio: 'inherit', env: {...process.env, API_CHANGES_WRITE: '1'}},
  );
  return run.status ?? 1;
}

if (isMain(import.meta.url)) process.exit(writeApiChanges());

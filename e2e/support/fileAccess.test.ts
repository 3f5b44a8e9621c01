import {chmodSync, mkdtempSync, mkdirSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {closedFolder, deniedPaths, modeString, unreadableBuildMessage} from './fileAccess';

const log = [
  '2026/11/28 17:00:00 [error] 12#12: *1 "/tmp/t/site build/index.html" is forbidden (13: Permission denied)',
  '2026/11/28 17:00:00 [error] 12#12: *2 open() "/tmp/t/site build/docs.html" failed (13: Permission denied), client: 127.0.0.1',
  '2026/11/28 17:00:00 [error] 12#12: *3 stat() "/tmp/t/site build/docs.html" failed (13: Permission denied)',
  '2026/11/28 17:00:00 [error] 12#12: *4 open() "/tmp/t/site build/missing.html" failed (2: No such file or directory)',
].join('\n');

const folders: Record<string, number> = {'/': 0o40755, '/tmp': 0o41777, '/tmp/t': 0o40700};
const stat = (folder: string) =>
  folder in folders ? {mode: folders[folder] ?? 0, uid: 0, gid: 0} : undefined;

test('modes read as ls shows them', () => {
  expect(modeString(0o40700)).toBe('drwx------');
  expect(modeString(0o100644)).toBe('-rw-r--r--');
});

test('the denied files are read from the log, once each, and a missing file is not one', () => {
  expect(deniedPaths(log)).toEqual(['/tmp/t/site build/index.html', '/tmp/t/site build/docs.html']);
});

test('the message names the file, the folder in its way and its mode', () => {
  expect(unreadableBuildMessage('nginx', log, 'another user', stat)).toBe(
    "nginx cannot read the build: /tmp/t/site build/index.html (and 1 more file(s)): /tmp/t is drwx------ (owner 0, group 0), which the server's worker user cannot enter.",
  );
  expect(unreadableBuildMessage('nginx', '', 'another user', stat)).toBeNull();
});

test("the reader's own bits count: the owner, then the group, then everyone else", () => {
  const owned = (mode: number) => () => ({mode, uid: 1000, gid: 100});
  expect(closedFolder('/a/b', {uid: 1000, gid: 1}, owned(0o40070))?.folder).toBe('/');
  expect(closedFolder('/a/b', {uid: 1000, gid: 1}, owned(0o40700))).toBeUndefined();
  expect(closedFolder('/a/b', {uid: 7, gid: 100}, owned(0o40710))).toBeUndefined();
  expect(closedFolder('/a/b', {uid: 7, gid: 100}, owned(0o40701))?.folder).toBe('/');
  expect(closedFolder('/a/b', 'another user', owned(0o40770))?.folder).toBe('/');
  expect(closedFolder('/a/b', {uid: 0, gid: 0}, owned(0o40000))).toBeUndefined();
});

test('a private folder made by mkdtemp is found on the path of a file below it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera access-'));
  mkdirSync(join(dir, 'site build'));
  try {
    chmodSync(dir, 0o700);
    const closed = closedFolder(join(dir, 'site build', 'index.html'), 'another user', (folder) =>
      statSync(folder, {throwIfNoEntry: false}),
    );
    expect(closed?.folder).toBe(dir);
    expect(modeString(closed?.mode.mode ?? 0)).toBe('drwx------');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {htmlFileFor} from './htmlFile';

describe('htmlFileFor', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  mkdirSync(join(outDir, 'docs', 'b'), {recursive: true});
  writeFileSync(join(outDir, 'docs', 'a.html'), '');
  writeFileSync(join(outDir, 'docs', 'b', 'index.html'), '');
  writeFileSync(join(outDir, 'index.html'), '');

  test.each([
    ['/docs/a', 'docs/a.html'],
    ['/docs/b', 'docs/b/index.html'],
    ['/docs/b/', 'docs/b/index.html'],
    ['/', 'index.html'],
  ])('%s -> %s', (permalink, file) =>
    expect(htmlFileFor(outDir, permalink, '/')).toBe(join(outDir, file)),
  );

  test('a missing page is null', () =>
    expect(htmlFileFor(outDir, '/docs/missing', '/')).toBeNull());
  test('the base URL is not part of the file path', () =>
    expect(htmlFileFor(outDir, '/dev/docs/a', '/dev/')).toBe(join(outDir, 'docs/a.html')));
});

test('the base URL defaults to /', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  writeFileSync(join(outDir, 'index.html'), '');
  expect(htmlFileFor(outDir, '/')).toBe(join(outDir, 'index.html'));
});

import {pathToFileURL} from 'node:url';
import {isMain} from './isMain.mjs';

test('a script started from a path with a space knows it is the one started', () => {
  const file = '/tmp/a clone with space/scripts/ensure-nginx.mjs';
  expect(isMain(pathToFileURL(file).href, file)).toBe(true);
  // The comparison the scripts made before: never true once the path has a space.
  expect(pathToFileURL(file).href === `file://${file}`).toBe(false);
});

test('a module imported by another script is not the one started', () => {
  expect(
    isMain(pathToFileURL('/repo/scripts/ensure-nginx.mjs').href, '/repo/scripts/test.mjs'),
  ).toBe(false);
  expect(isMain(pathToFileURL('/repo/scripts/ensure-nginx.mjs').href, undefined)).toBe(false);
});

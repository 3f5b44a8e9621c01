/**
 * Whether a script module is the one Node was started with (`node scripts/x.mjs`), so that its
 * command-line part runs only then. The module's URL is compared with the started file's URL, not
 * with `file://` + its path: a path with a space or a `%` is escaped in the URL.
 */
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

export function isMain(moduleUrl, started = process.argv[1]) {
  return started !== undefined && pathToFileURL(resolve(started)).href === moduleUrl;
}

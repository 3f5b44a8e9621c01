/**
 * How a benchmark or script written in JavaScript loads the site's TypeScript modules: with jiti, the
 * loader Docusaurus uses for its config, resolving paths from the calling file.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

/** A loader for TypeScript modules, relative to the module at `moduleUrl` (pass `import.meta.url`). */
export function tsLoader(moduleUrl) {
  return createRequire(moduleUrl)('jiti')(fileURLToPath(moduleUrl));
}

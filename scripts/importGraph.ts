/**
 * The import graph of the site's source: which modules each file imports, resolved to files where
 * they are the site's own. It lets a test hold the line between browser code and build-time code:
 * code that ships to the reader's browser cannot use Node's built-in modules (`fs`, `path`,
 * `node:*`), which exist only while the site builds.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {dirname, join, relative, resolve, sep} from 'node:path';

/** One import of a file: what it names and whether it survives compilation (type-only imports do not). */
export interface ImportedModule {
  readonly specifier: string;
  readonly typeOnly: boolean;
}

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([\w*${}\s,]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module a TypeScript or JavaScript source imports, statically, dynamically or with `require`. */
export function importsOf(source: string): ImportedModule[] {
  const found: ImportedModule[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const specifier = match[4] ?? match[5];
    if (specifier === undefined) continue;
    const clause = match[3] ?? '';
    // `import {type A, type B} from 'x'` is erased as a whole, like `import type {A, B} from 'x'`.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]?.split(',') ?? [];
    const everyNameIsType =
      names.length > 0 && names.every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
    found.push({specifier, typeOnly: match[2] !== undefined || everyNameIsType});
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    if (match[1] !== undefined) found.push({specifier: match[1], typeOnly: false});
  }
  return found;
}

const BUILTINS = new Set(builtinModules);

/** True for Node's own modules: `fs`, `fs/promises`, `node:path`, and the rest of `builtinModules`. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(specifier);
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/**
 * The file an import of the site's own code points at (`./x`, `../x`, `@site/x`), or undefined for
 * packages and for paths that are not source files (CSS modules, JSON, images).
 */
export function resolveLocal(
  root: string,
  fromFile: string,
  specifier: string,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find(
    (file) => EXTENSIONS.some((extension) => file.endsWith(extension)) && exists(file),
  );
}

/** Every TypeScript and JavaScript file under a folder. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts'))
      files.push(path);
  }
  return files.sort();
}

/** A path relative to the repository, with forward slashes, for messages and rules. */
export function repoPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

/** How the walk reads source files: the disk by default, a table of files in the unit tests. */
export interface SourceReader {
  read(file: string): string;
  exists(file: string): boolean;
}

const disk: SourceReader = {read: (file) => readFileSync(file, 'utf8'), exists: existsSync};

/**
 * For one file, the first chain of runtime imports that reaches a Node built-in, such as
 * `['src/lib/a.ts', 'src/plugins/b/index.ts', 'node:fs']`, or undefined when there is none.
 * Type-only imports are skipped: they are erased before the code runs.
 */
export function chainToNodeBuiltin(
  root: string,
  start: string,
  reader: SourceReader = disk,
): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string): string[] | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const {specifier, typeOnly} of importsOf(reader.read(file))) {
      if (typeOnly) continue;
      if (isNodeBuiltin(specifier)) return [repoPath(root, file), specifier];
      const next = resolveLocal(root, file, specifier, (candidate) => reader.exists(candidate));
      const chain = next === undefined ? undefined : walk(next);
      if (chain) return [repoPath(root, file), ...chain];
    }
    return undefined;
  };
  return walk(start);
}

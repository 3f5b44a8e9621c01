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

/**
 * The layers of the code, lowest first. A folder imports only from layers below its own, and from
 * its own layer where the rule below allows it. Root files (docusaurus.config.ts, the sidebars,
 * playwright.config.ts) are tools: they assemble everything.
 */
export const LAYERS = {
  data: ['src/data'],
  'pure functions': ['src/lib', 'src/canvas'],
  'build plugins': ['src/plugins'],
  browser: ['src/components', 'src/theme', 'src/pages', 'src/hooks', 'src/clientModules'],
  tools: ['mcp', 'mock', 'scripts', 'bench', 'e2e', 'src/test', '.'],
} as const;

export type LayerName = keyof typeof LAYERS;

const RANK: Readonly<Record<LayerName, number>> = {
  data: 0,
  'pure functions': 1,
  'build plugins': 2,
  browser: 2,
  tools: 3,
};

/** The folder a repository path belongs to for the layer rules: `src/lib`, `e2e`, or `.` for a root file. */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

/** The layer a repository path is in, or undefined for a folder no layer names. */
export function layerOf(path: string): LayerName | undefined {
  const folder = folderOf(path);
  return (Object.keys(LAYERS) as LayerName[]).find((layer) =>
    (LAYERS[layer] as readonly string[]).includes(folder),
  );
}

/**
 * The rule an import from one repository path to another breaks, or undefined when the layers allow
 * it. Within a layer the folders may import each other (src/theme uses src/components, src/lib the
 * Canvas worker's protocol), except across the line between build plugins and the browser, which sit
 * side by side: neither may import the other.
 */
export function layerRuleBroken(from: string, to: string): string | undefined {
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (fromLayer === undefined || toLayer === undefined) return undefined;
  if (RANK[toLayer] < RANK[fromLayer]) return undefined;
  if (fromLayer === toLayer && fromLayer !== 'data') return undefined;
  if (fromLayer === 'data' && toLayer === 'data') return undefined;
  const below = (Object.keys(LAYERS) as LayerName[])
    .filter((layer) => RANK[layer] < RANK[fromLayer])
    .flatMap((layer) => LAYERS[layer]);
  const allowed = [...LAYERS[fromLayer], ...below].filter((folder) => folder !== '.').join(', ');
  const line =
    RANK[toLayer] === RANK[fromLayer]
      ? `${fromLayer} and ${toLayer} never import each other`
      : `${fromLayer} (${folderOf(from)}) sits below ${toLayer} (${folderOf(to)})`;
  return `${line}: ${folderOf(from)} may import only ${allowed}`;
}

/** One import between the site's own files, as repository paths. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

/** A loop between folders: the folders in order, the first repeated at the end, and one import per step. */
export interface FolderCycle {
  readonly folders: readonly string[];
  readonly imports: readonly ImportEdge[];
}

/** The cycles between folders (`src/lib → src/canvas → src/lib`), each once; empty when there is none. */
export function folderCycles(edges: readonly ImportEdge[]): FolderCycle[] {
  const next = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from === to) continue;
    const targets = next.get(from) ?? new Map<string, ImportEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    next.set(from, targets);
  }
  const cycles = new Map<string, FolderCycle>();
  const visit = (folder: string, path: readonly string[]) => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      const loop = path.slice(at);
      // The same loop reached from another of its folders is reported once, starting at its first name.
      const first = loop.indexOf([...loop].sort()[0] ?? folder);
      const folders = [...loop.slice(first), ...loop.slice(0, first)];
      const key = folders.join(' → ');
      if (!cycles.has(key)) {
        const imports = folders.flatMap((step, index) => {
          const edge = next.get(step)?.get(folders[(index + 1) % folders.length] ?? step);
          return edge ? [edge] : [];
        });
        cycles.set(key, {folders: [...folders, folders[0] ?? folder], imports});
      }
      return;
    }
    for (const target of next.get(folder)?.keys() ?? []) visit(target, [...path, folder]);
  };
  for (const folder of [...next.keys()].sort()) visit(folder, []);
  return [...cycles.values()];
}

/** Every import between the site's own files, from the given files, as repository paths. */
export function localImports(
  root: string,
  files: readonly string[],
  reader: SourceReader = disk,
): ImportEdge[] {
  return files.flatMap((file) =>
    importsOf(reader.read(file)).flatMap(({specifier}) => {
      const to = resolveLocal(root, file, specifier, (candidate) => reader.exists(candidate));
      return to === undefined ? [] : [{from: repoPath(root, file), to: repoPath(root, to)}];
    }),
  );
}

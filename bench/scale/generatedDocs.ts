/**
 * The docs tree the scale benchmark adds to a copy of the site: copies of the real Markdown pages
 * under `scale/copy-N/`, as many as asked for. Copying real pages keeps their shapes (headings,
 * tables, admonitions, code blocks, Canvas examples, sidebar categories) in the proportions the
 * site has. Each copy is a tree of its own: a link to a page the copy holds points into the copy,
 * a link to any other page points at the original, so every link still resolves.
 */
import {posix} from 'node:path';

export interface SourceFile {
  /** Path inside the docs folder, with `/` separators: `canvas/filters/date.md`. */
  readonly path: string;
  readonly text: string;
}

export const GENERATED_FOLDER = 'scale';

/** Where copy `copy` (from 1) of a docs file goes, inside the docs folder. */
export function generatedPath(copy: number, path: string): string {
  return `${GENERATED_FOLDER}/copy-${copy}/${path}`;
}

/** The URL of copy `copy` of a docs page, from its file: `/docs/scale/copy-1/canvas/filters/date`. */
export function generatedRoute(copy: number, file: string): string {
  return `/docs/${generatedPath(copy, file.replace(/(\/index)?\.md$/, ''))}`;
}

const LINK = /\]\(([^)\s]+)\)/g;

function splitTarget(target: string): {path: string; rest: string} {
  const cut = target.search(/[#?]/);
  return cut === -1
    ? {path: target, rest: ''}
    : {path: target.slice(0, cut), rest: target.slice(cut)};
}

/** The docs file an absolute `/docs/...` URL shows, among the copied files. */
function fileOfDocsUrl(url: string, copied: ReadonlySet<string>): string | undefined {
  const route = url.slice('/docs/'.length).replace(/\/+$/, '');
  return [`${route}.md`, `${route}/index.md`].find((file) => copied.has(file));
}

/** One link target of `path`, rewritten for its place in copy `copy`. */
export function copiedLink(
  target: string,
  path: string,
  copy: number,
  copied: ReadonlySet<string>,
): string {
  if (/^[a-z]+:/i.test(target) || target.startsWith('#')) return target;
  const {path: linked, rest} = splitTarget(target);
  if (linked.startsWith('/docs/')) {
    const file = fileOfDocsUrl(linked, copied);
    return file ? `${generatedRoute(copy, file)}${rest}` : target;
  }
  if (linked.startsWith('/') || !/\.mdx?$/.test(linked)) return target;
  const resolved = posix.join(posix.dirname(path), linked);
  if (copied.has(resolved)) return target;
  const from = posix.dirname(generatedPath(copy, path));
  return `${posix.relative(from, resolved)}${rest}`;
}

/** A page's text in copy `copy`: its title marked with the copy, its links rewritten. */
export function copiedPage(file: SourceFile, copy: number, copied: ReadonlySet<string>): string {
  const mark = ` (copy ${copy})`;
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(file.text)?.[0] ?? '';
  const titled = frontMatter.replace(
    /^title: *(["']?)(.*?)\1 *$/m,
    (_line, quote: string, title: string) =>
      quote ? `title: ${quote}${title}${mark}${quote}` : `title: ${title}${mark}`,
  );
  const body = file.text
    .slice(frontMatter.length)
    .replace(LINK, (_match, target: string) => `](${copiedLink(target, file.path, copy, copied)})`);
  return titled + body;
}

/** Every folder holding one of `paths`, and their parents, inside the docs folder. */
function foldersOf(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths)
    for (let folder = posix.dirname(path); folder !== '.'; folder = posix.dirname(folder))
      folders.add(folder);
  return [...folders].sort();
}

/**
 * `count` generated pages: whole copies of `pages` in order, the last one partial. Each copied
 * folder gets a category file, the original's when it has one, with a key of its own: the copies'
 * categories share their labels, and Docusaurus wants each sidebar category's translation key unique.
 */
export function generatedDocs(
  pages: readonly SourceFile[],
  categories: readonly SourceFile[],
  count: number,
): SourceFile[] {
  if (pages.length === 0) throw new Error('no Markdown pages to copy');
  const categoryOf = new Map(
    categories.map((file) => [posix.dirname(file.path), JSON.parse(file.text) as object]),
  );
  const files: SourceFile[] = [];
  for (let copy = 1, made = 0; made < count; copy += 1) {
    const chosen = pages.slice(0, Math.min(pages.length, count - made));
    const copied = new Set(chosen.map((page) => page.path));
    const category = (folder: string, meta: object) => ({
      path: generatedPath(copy, folder === '.' ? '_category_.json' : `${folder}/_category_.json`),
      text: `${JSON.stringify({...meta, key: `copy-${copy}/${folder}`})}\n`,
    });
    files.push(category('.', {label: `Copy ${copy}`, position: copy}));
    for (const folder of foldersOf(chosen.map((page) => page.path)))
      files.push(category(folder, categoryOf.get(folder) ?? {}));
    for (const page of chosen)
      files.push({path: generatedPath(copy, page.path), text: copiedPage(page, copy, copied)});
    made += chosen.length;
  }
  return files;
}

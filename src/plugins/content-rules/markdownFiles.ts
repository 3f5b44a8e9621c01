/** The Markdown and MDX files of the site's content folders, as paths relative to the repository root. */
import {readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export const REPOSITORY_ROOT = join(__dirname, '..', '..', '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

export function markdownFiles(sections: readonly string[], root = REPOSITORY_ROOT): string[] {
  return sections.flatMap((section) =>
    walk(join(root, section)).map((file) => relative(root, file).split(sep).join('/')),
  );
}

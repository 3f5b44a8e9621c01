/**
 * The Markdown and MDX files of the site's content folders, as paths relative
 * to the repository root. A folder that does not exist has none: the docs
 * versions cut with `docusaurus docs:version` (versioned_docs/) exist only
 * once a version has been cut, and are served, so checked, from then on.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export const REPOSITORY_ROOT = join(__dirname, '..', '..', '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Every folder of served content: the four sections and the docs versions. */
export const CONTENT_SECTIONS = ['docs', 'versioned_docs', 'api', 'guides', 'changelog'] as const;

export function markdownFiles(sections: readonly string[], root = REPOSITORY_ROOT): string[] {
  return sections.flatMap((section) =>
    (existsSync(join(root, section)) ? walk(join(root, section)) : []).map((file) =>
      relative(root, file).split(sep).join('/'),
    ),
  );
}

/**
 * `/llms-full.txt` in parts, once the whole passes a few megabytes: a tool that wants the full text
 * of one part of the site (the Canvas filters, one API) reads a file of that part's size rather than
 * all of it. A part is a folder of the site: a folder whose pages pass the limit is split into its
 * subfolders, its own pages forming a part of their own, so each file stays near the limit
 * whatever the site's size. The whole file is still written.
 */
import type {LlmsEntry} from './llms';

/** The size above which llms-full.txt is also written in parts: about a million tokens. */
export const LLMS_FULL_PART_LIMIT = 4 * 1024 * 1024;

export interface LlmsPart {
  /** The folder's path from the site's root, without a trailing slash: `/docs/canvas`. */
  readonly path: string;
  readonly entries: readonly LlmsEntry[];
}

const bytesOf = (entries: readonly LlmsEntry[]) =>
  entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.markdown), 0);

const segmentsUnder = (route: string, folder: string) =>
  route.slice(folder.length).split('/').filter(Boolean);

/** The folder `folder`'s pages, as one part or split into its subfolders' parts. */
function partsOfFolder(folder: string, entries: readonly LlmsEntry[], limit: number): LlmsPart[] {
  if (bytesOf(entries) <= limit) return [{path: folder, entries}];
  const subfolders = new Set<string>();
  for (const entry of entries) {
    const segments = segmentsUnder(entry.route, folder);
    if (segments.length > 1 && segments[0]) subfolders.add(segments[0]);
  }
  // A folder of pages only (no subfolder) cannot be split by path: it stays one part.
  if (subfolders.size === 0) return [{path: folder, entries}];
  const own: LlmsEntry[] = [];
  const inSubfolder = new Map<string, LlmsEntry[]>();
  for (const entry of entries) {
    const first = segmentsUnder(entry.route, folder)[0];
    // A subfolder's own page (`/docs/canvas` for `/docs/canvas/...`) goes with the subfolder.
    if (first === undefined || !subfolders.has(first)) {
      own.push(entry);
      continue;
    }
    const pages = inSubfolder.get(first) ?? [];
    pages.push(entry);
    inSubfolder.set(first, pages);
  }
  return [
    ...(own.length > 0 ? [{path: folder, entries: own}] : []),
    ...[...inSubfolder].flatMap(([name, pages]) =>
      partsOfFolder(`${folder}/${name}`, pages, limit),
    ),
  ];
}

/**
 * The parts of llms-full.txt, folder by folder under the site's top-level folders (`/docs`,
 * `/api`, ...); none while all the entries together are within `limit` bytes. Pages at the site's
 * top level (the home page) are in the whole file only.
 */
export function llmsFullParts(
  entries: readonly LlmsEntry[],
  limit = LLMS_FULL_PART_LIMIT,
): LlmsPart[] {
  return partsOfFolder('', entries, limit).filter((part) => part.path !== '');
}

/** Where a part's file is, from the site's root: `docs/canvas/llms-full.txt`. */
export function llmsPartPath(part: LlmsPart): string {
  return `${part.path.slice(1)}/llms-full.txt`;
}

/**
 * Why a server a test starts cannot read the build: the files its error log says it was denied, and
 * the first folder on their path that other users cannot enter. A server whose workers run as another
 * user (nginx started as root hands requests to an unprivileged worker) answers such a file with a
 * bare 404 or 403; the test says this instead.
 */

export interface FileMode {
  /** The permission bits and the type bits, as `fs.statSync(path).mode` gives them. */
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/** `drwx------` for a folder of mode 700. */
export function modeString(mode: number): string {
  const type = (mode & 0o170000) === 0o040000 ? 'd' : '-';
  const bits = [6, 3, 0]
    .map((shift) => (mode >> shift) & 7)
    .map((set) => `${set & 4 ? 'r' : '-'}${set & 2 ? 'w' : '-'}${set & 1 ? 'x' : '-'}`);
  return type + bits.join('');
}

/** The files a server's error log says it was denied ("(13: Permission denied)"), once each. */
export function deniedPaths(errorLog: string): string[] {
  const paths = [
    ...errorLog.matchAll(/"([^"]+)" (?:failed|is forbidden) \(13: Permission denied\)/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(paths)];
}

/** The folders from the root down to a path's parent: `/a/b/c` gives `/`, `/a`, `/a/b`. */
function ancestors(path: string): string[] {
  const parts = path.split('/').filter(Boolean).slice(0, -1);
  return ['/', ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
}

/** Who reads the files: a user and group, or any user who is neither a folder's owner nor in its group. */
export type Reader = {readonly uid: number; readonly gid: number} | 'another user';

/** Whether the reader may enter a folder: the owner's, the group's or the others' search bit. */
function canEnter({mode, uid, gid}: FileMode, reader: Reader): boolean {
  if (reader !== 'another user' && reader.uid === 0) return true;
  if (reader !== 'another user' && reader.uid === uid) return (mode & 0o100) !== 0;
  if (reader !== 'another user' && reader.gid === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The first folder on a path that the reader cannot enter, with its mode. */
export function closedFolder(
  path: string,
  reader: Reader,
  stat: (folder: string) => FileMode | undefined,
): {folder: string; mode: FileMode} | undefined {
  for (const folder of ancestors(path)) {
    const mode = stat(folder);
    if (mode && !canEnter(mode, reader)) return {folder, mode};
  }
  return undefined;
}

/**
 * What to tell the reader when a server could not read the build, or null when its log shows no
 * denied file: the file, and the folder in its way with its mode and owner.
 */
export function unreadableBuildMessage(
  server: string,
  errorLog: string,
  reader: Reader,
  stat: (folder: string) => FileMode | undefined,
): string | null {
  const [file, ...others] = deniedPaths(errorLog);
  if (!file) return null;
  const closed = closedFolder(file, reader, stat);
  const why = closed
    ? `${closed.folder} is ${modeString(closed.mode.mode)} (owner ${closed.mode.uid}, group ${closed.mode.gid}), which the server's worker user cannot enter`
    : 'the server reports permission denied';
  const more = others.length > 0 ? ` (and ${others.length} more file(s))` : '';
  return `${server} cannot read the build: ${file}${more}: ${why}.`;
}

/**
 * The `pages` frontmatter of a changelog entry: the reference pages the
 * change touched, by kind of change and by doc id. An id names a page of the
 * docs (`canvas/filters/slug`) or, prefixed `api:`, of the API reference
 * (`api:console/domains/search`); `#item` narrows it to one part of the page,
 * by heading id (`canvas/filters/deprecated#image_resize`).
 *
 *   pages:
 *     added: [canvas/filters/reading_time, canvas/filters/slug]
 *     deprecated: [canvas/filters/deprecated#image_resize]
 */
import {CHANGE_KINDS, type ChangeKind} from '../../lib/changeTrail';

export const PAGES_FIELD = 'pages';

/** The docs instances an id can name, by prefix. */
export const INSTANCES = {docs: 'default', api: 'api'} as const;
export type InstanceName = keyof typeof INSTANCES;

export interface PageDeclaration {
  readonly kind: ChangeKind;
  readonly instance: InstanceName;
  readonly docId: string;
  readonly item?: string;
  /** As written, for messages. */
  readonly written: string;
}

export class TrailDeclarationError extends Error {}

const ID = /^(?:(api):)?([a-z0-9_][\w-]*(?:\/[\w-]+)*)(?:#([\w-]+))?$/i;

/** Reads the `pages` field of one entry; a malformed one fails with the file, the field and the value. */
export function pageDeclarations(
  file: string,
  frontMatter: Record<string, unknown>,
): PageDeclaration[] {
  const value = frontMatter[PAGES_FIELD];
  if (value === undefined) return [];
  const fail = (detail: string) =>
    new TrailDeclarationError(
      `${file}: frontmatter field "${PAGES_FIELD}" ${detail}. Write it as a map of ${CHANGE_KINDS.join(', ')} to lists of doc ids (prefix API reference ids with "api:").`,
    );
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fail('is not a map');
  const declarations: PageDeclaration[] = [];
  for (const [kind, ids] of Object.entries(value)) {
    if (!(CHANGE_KINDS as readonly string[]).includes(kind))
      throw fail(`has the unknown kind "${kind}"`);
    if (!Array.isArray(ids) || ids.length === 0) throw fail(`"${kind}" is not a non-empty list`);
    for (const id of ids) {
      const match = typeof id === 'string' ? ID.exec(id.trim()) : null;
      if (!match) throw fail(`"${kind}" has "${String(id)}", which is not a doc id`);
      const [, api, docId = '', item] = match;
      declarations.push({
        kind: kind as ChangeKind,
        instance: api ? 'api' : 'docs',
        docId,
        ...(item ? {item} : {}),
        written: String(id).trim(),
      });
    }
  }
  return declarations;
}

/**
 * The declarations that name no page: each message gives the file and the id,
 * with the closest known ids as a hint.
 */
export function unknownPageMessages(
  file: string,
  declarations: readonly PageDeclaration[],
  knownIds: Readonly<Record<InstanceName, ReadonlySet<string>>>,
): string[] {
  return declarations
    .filter((declaration) => !knownIds[declaration.instance].has(declaration.docId))
    .map((declaration) => {
      const last = declaration.docId.split('/').pop() ?? '';
      const near = [...knownIds[declaration.instance]]
        .filter((id) => id.split('/').pop() === last)
        .slice(0, 3);
      return `${file}: "${PAGES_FIELD}.${declaration.kind}" names "${declaration.written}", which is no page of the ${declaration.instance === 'api' ? 'API reference' : 'docs'}${near.length > 0 ? ` (did you mean ${near.map((id) => `"${declaration.instance === 'api' ? 'api:' : ''}${id}"`).join(' or ')}?)` : ''}.`;
    });
}

/**
 * The "what changed" trail between the changelog and the reference: a
 * changelog entry declares, in its frontmatter, the pages it touched; each of
 * those pages then lists the entries that changed it, and the entry lists the
 * pages. These are the shapes both sides receive, resolved at build time into
 * the page's own frontmatter (see src/plugins/changelog-trail/).
 */

export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_KIND_LABELS: Readonly<Record<ChangeKind, string>> = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
};

/** On a reference page: one changelog entry that touched it. */
export interface PageChange {
  readonly kind: ChangeKind;
  /** The entry's date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly entryTitle: string;
  readonly entryPermalink: string;
  /** The part of the page concerned (a filter on the deprecated filters page), by its heading id. */
  readonly item?: string;
}

/** On a changelog entry: one page it touched. */
export interface ChangedPage {
  readonly kind: ChangeKind;
  readonly title: string;
  /** The page, with `#item` when the change concerns one part of it. */
  readonly permalink: string;
  readonly item?: string;
}

/** "Added 2025-10-28", the text of one change on a page. */
export function changeLabel(change: Pick<PageChange, 'kind' | 'date'>): string {
  return `${CHANGE_KIND_LABELS[change.kind]} ${change.date}`;
}

/** Oldest first, so a page reads as its history; entries of one day keep the kinds' order. */
export function sortPageChanges(changes: readonly PageChange[]): PageChange[] {
  return [...changes].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind) ||
      (a.item ?? '').localeCompare(b.item ?? ''),
  );
}

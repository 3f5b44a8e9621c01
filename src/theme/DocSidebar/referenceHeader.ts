/**
 * The top of a reference's sidebar: a back link 'APIs' to /api, then the
 * reference's title. They are prepended as sidebar items so that the desktop
 * sidebar and the mobile menu both show them.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {referencesById, type ReferenceId} from '@site/src/data/api';

/** Sidebars that belong to one reference and get the header. */
const REFERENCE_SIDEBARS: ReadonlySet<string> = new Set<ReferenceId>([
  'admin',
  'console',
  'project',
]);

export interface HeaderClassNames {
  readonly backLink: string;
  readonly title: string;
  readonly titleText: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The reference a sidebar belongs to, if it is one of the reference sidebars. */
export function referenceTitleForSidebar(sidebarName: string | undefined): string | undefined {
  if (!sidebarName || !REFERENCE_SIDEBARS.has(sidebarName)) return undefined;
  return referencesById[sidebarName as ReferenceId].title;
}

export function withReferenceHeader(
  items: readonly PropSidebarItem[],
  title: string,
  classNames: HeaderClassNames,
): PropSidebarItem[] {
  return [
    {type: 'link', href: '/api', label: 'APIs', className: classNames.backLink},
    {
      type: 'html',
      value: `<span class="${escapeHtml(classNames.titleText)}">${escapeHtml(title)}</span>`,
      defaultStyle: false,
      className: classNames.title,
    },
    ...items,
  ];
}

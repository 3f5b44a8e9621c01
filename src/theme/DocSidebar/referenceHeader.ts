/**
 * The top of a reference's sidebar: a back link 'APIs' to /api, then the
 * reference's title. They are prepended as sidebar items so that the desktop
 * sidebar and the mobile menu both show them.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {escapeHtml} from '@site/src/canvas/escapeHtml';

export interface HeaderClassNames {
  readonly backLink: string;
  readonly title: string;
  readonly titleText: string;
}

/**
 * The title of the reference a sidebar belongs to, if it is one of the
 * reference sidebars (`titles` is built from the model: sidebar name → title).
 */
export function referenceTitleForSidebar(
  sidebarName: string | undefined,
  titles: Readonly<Record<string, string>>,
): string | undefined {
  if (!sidebarName || !Object.hasOwn(titles, sidebarName)) return undefined;
  return titles[sidebarName];
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

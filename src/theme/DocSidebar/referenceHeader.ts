/**
 * The top of a reference's sidebar: a back link 'APIs' to /api, then the
 * reference's title. They are prepended as sidebar items so that the desktop
 * sidebar and the mobile menu both show them.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

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
  // The title is the model's own (an API's name) and the class a CSS module's: neither needs the
  // HTML escape's code on every page, so one that would need it is refused rather than escaped.
  if (/[<>&"']/.test(title + classNames.titleText))
    throw new Error(
      `The reference title "${title}" has a character the sidebar header cannot show.`,
    );
  return [
    {type: 'link', href: '/api', label: 'APIs', className: classNames.backLink},
    {
      type: 'html',
      value: `<span class="${classNames.titleText}">${title}</span>`,
      defaultStyle: false,
      className: classNames.title,
    },
    ...items,
  ];
}

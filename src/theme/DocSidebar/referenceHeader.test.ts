import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {referenceTitles} from '@site/src/plugins/api-reference/views';
import {referenceTitleForSidebar, withReferenceHeader} from './referenceHeader';

const titles = referenceTitles();

const classNames = {backLink: 'back', title: 'title', titleText: 'text'};
const items: PropSidebarItem[] = [
  {type: 'link', href: '/api/admin', label: 'Introduction', docId: 'admin/index'},
];

describe('reference sidebar header', () => {
  test('the Admin, Console and Project sidebars get their reference title; others none', () => {
    expect(referenceTitleForSidebar('admin', titles)).toBe('Admin API');
    expect(referenceTitleForSidebar('console', titles)).toBe('Console API');
    expect(referenceTitleForSidebar('project', titles)).toBe('Project API');
    expect(referenceTitleForSidebar('api', titles)).toBeUndefined();
    expect(referenceTitleForSidebar('docs', titles)).toBeUndefined();
    expect(referenceTitleForSidebar(undefined, titles)).toBeUndefined();
  });

  test("puts a back link 'APIs' to /api, then the title, before the sidebar's items", () => {
    expect(withReferenceHeader(items, 'Admin API', classNames)).toEqual([
      {type: 'link', href: '/api', label: 'APIs', className: 'back'},
      {
        type: 'html',
        value: '<span class="text">Admin API</span>',
        defaultStyle: false,
        className: 'title',
      },
      ...items,
    ]);
  });

  test.each(['A <b>', 'R&D', 'The "Admin" API', "Ann's API"])(
    'refuses a title that would need escaping as HTML: %s',
    (title) => {
      expect(() => withReferenceHeader([], title, classNames)).toThrow(
        `The reference title "${title}" has a character the sidebar header cannot show.`,
      );
    },
  );
});

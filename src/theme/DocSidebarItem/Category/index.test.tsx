/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import CategoryWrapper from '.';
import {isSectionHeading} from './sectionHeading';

jest.mock(
  '@theme-original/DocSidebarItem/Category',
  () => ({
    __esModule: true,
    default: ({item}: {item: {label: string; href?: string}}) => (
      <li>
        <a href={item.href ?? '#'}>{item.label}</a>
      </li>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/DocSidebarItems',
  () => ({
    __esModule: true,
    default: ({items}: {items: {label: string; href: string}[]}) => (
      <>
        {items.map((child) => (
          <li key={child.href}>
            <a href={child.href}>{child.label}</a>
          </li>
        ))}
      </>
    ),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {
    docs: {
      docSidebarItemCategory: 'theme-doc-sidebar-item-category',
      docSidebarItemCategoryLevel: (level: number) =>
        `theme-doc-sidebar-item-category-level-${level}`,
    },
  },
}));

const category = (changes: Partial<PropSidebarItemCategory>): PropSidebarItemCategory => ({
  type: 'category',
  label: 'Blogs',
  collapsed: false,
  collapsible: false,
  items: [{type: 'link', label: 'Create a blog', href: '/api/admin/blogs/create'}],
  ...changes,
});

const props = {activePath: '/api/admin', level: 1, index: 0, onItemClick: () => undefined};

describe('sidebar category', () => {
  test('an always-open category without a page is a heading above its items, not a link', () => {
    const {container} = render(<CategoryWrapper {...props} item={category({})} />);
    expect(screen.getByText('Blogs').tagName).toBe('SPAN');
    expect(container.querySelectorAll('a:not([href])')).toHaveLength(0);
    expect(screen.getByRole('link', {name: 'Create a blog'})).toHaveAttribute(
      'href',
      '/api/admin/blogs/create',
    );
  });

  test('collapsible categories and categories with a page keep the theme rendering', () => {
    render(<CategoryWrapper {...props} item={category({collapsible: true, label: 'Invites'})} />);
    expect(screen.getByRole('link', {name: 'Invites'})).toBeInTheDocument();
    expect(isSectionHeading({collapsible: false, href: '/docs/canvas'})).toBe(false);
    expect(isSectionHeading({collapsible: true})).toBe(false);
    expect(isSectionHeading({collapsible: false})).toBe(true);
  });
});

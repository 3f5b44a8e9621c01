/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type * as Views from '@site/src/plugins/api-reference/views';
import DocSidebarWrapper from '.';

let sidebarName = 'admin';
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsSidebar: () => ({name: sidebarName, items: []}),
}));
jest.mock(
  '@docusaurus/useGlobalData',
  () => ({
    usePluginData: () => ({
      referenceTitles: jest
        .requireActual<typeof Views>('@site/src/plugins/api-reference/views')
        .referenceTitles(),
    }),
  }),
  {virtual: true},
);
jest.mock(
  '@theme-original/DocSidebar',
  () => ({
    __esModule: true,
    default: ({sidebar}: {sidebar: PropSidebarItem[]}) => (
      <ul>
        {sidebar.map((item, index) =>
          item.type === 'link' ? (
            <li key={index}>
              {}
              <a href={item.href}>{item.label}</a>
            </li>
          ) : item.type === 'html' ? (
            <li key={index} dangerouslySetInnerHTML={{__html: item.value}} />
          ) : null,
        )}
      </ul>
    ),
  }),
  {virtual: true},
);

const props = {
  path: '/api/admin',
  onCollapse: () => undefined,
  isHidden: false,
  sidebar: [{type: 'link', href: '/api/admin', label: 'Introduction'}] satisfies PropSidebarItem[],
};

test("a reference sidebar opens with the back link 'APIs' and the reference title", () => {
  sidebarName = 'console';
  render(<DocSidebarWrapper {...props} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'APIs',
    'Console API',
    'Introduction',
  ]);
  expect(screen.getByRole('link', {name: 'APIs'})).toHaveAttribute('href', '/api');
});

test('other sidebars pass through', () => {
  sidebarName = 'docs';
  render(<DocSidebarWrapper {...props} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Introduction']);
});

/** @jest-environment jsdom */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {fragmentToMarkdown} from '@site/src/plugins/markdown-twins/htmlToMarkdown';
import RowsTable from './RowsTable';
import type {ParamRow} from '@site/src/lib/apiViews/types';

const rows: ParamRow[] = [
  {name: 'status', type: 'string', required: false, description: 'Only posts in it.', depth: 0},
  {
    name: 'state',
    type: 'string',
    required: false,
    description: 'The former name of `status`.',
    depth: 0,
    deprecated: {
      date: '2026-04-21',
      shownDate: 'April 21, 2026',
      href: '/api/changes#2026-04-21-admin-get-admin-v1-posts',
    },
  },
];

describe('<RowsTable />', () => {
  test('a deprecated row says so in words, since when, linking to its change', () => {
    render(<RowsTable rows={rows} caption="Query parameters" withRequired />);
    const row = screen.getByRole('row', {name: /state/});
    const name = within(row).getByRole('rowheader');
    expect(name).toHaveTextContent('state Deprecated since April 21, 2026');
    const link = within(name).getByRole('link', {name: 'since April 21, 2026'});
    expect(link).toHaveAttribute('href', '/api/changes#2026-04-21-admin-get-admin-v1-posts');
    expect(within(link).getByText('April 21, 2026')).toHaveAttribute('datetime', '2026-04-21');
  });

  test('a row that is not deprecated shows no badge', () => {
    render(<RowsTable rows={rows} caption="Query parameters" withRequired />);
    const row = screen.getByRole('row', {name: /^status/});
    expect(row).not.toHaveTextContent('Deprecated');
    expect(screen.getAllByText('Deprecated')).toHaveLength(1);
  });

  test("the page's Markdown twin, converted from its HTML, keeps the badge and its link", () => {
    const {container} = render(<RowsTable rows={rows} caption="Query parameters" withRequired />);
    const markdown = fragmentToMarkdown(container.innerHTML, {
      pageUrl: 'https://developers.tessera.dev/api/admin/posts/list',
    });
    expect(markdown).toContain(
      '| `state` **Deprecated** [since April 21, 2026](https://developers.tessera.dev/api/changes#2026-04-21-admin-get-admin-v1-posts) | string | Optional |',
    );
  });
});

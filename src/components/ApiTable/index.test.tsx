/** @jest-environment jsdom */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {catalogueError} from '@site/src/data/api/errors';
import ApiTable from '.';
import ErrorTable from './ErrorTable';

test('a table is named by its caption and heads its columns in order', () => {
  render(
    <ApiTable caption="Fields of the blog object" columns={['Name', 'Type']}>
      <tr>
        <th scope="row">id</th>
        <td>ID</td>
      </tr>
    </ApiTable>,
  );
  const table = screen.getByRole('table', {name: 'Fields of the blog object'});
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Type']);
  expect(within(table).getByRole('rowheader', {name: 'id'})).toBeInTheDocument();
  expect(table).not.toHaveClass('dense');
});

test('the endpoint pages use the dense table', () => {
  render(
    <ApiTable caption="Errors" columns={['Status']} dense>
      {null}
    </ApiTable>,
  );
  expect(screen.getByRole('table', {name: 'Errors'})).toHaveClass('table', 'dense');
});

test('an error table shows the status, the code as the row header, and the meaning with its code', () => {
  render(
    <ErrorTable
      caption="Errors of Create a blog"
      errors={[
        catalogueError('not_found'),
        catalogueError('already_exists', 'Another blog has this `key`.'),
      ]}
    />,
  );
  const table = screen.getByRole('table', {name: 'Errors of Create a blog'});
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Status', 'Code', 'Meaning']);
  const row = within(table).getByRole('rowheader', {name: 'already_exists'}).closest('tr');
  expect(row).toHaveTextContent('409already_existsAnother blog has this key.');
  expect(within(row as HTMLElement).getByText('key').tagName).toBe('CODE');
});

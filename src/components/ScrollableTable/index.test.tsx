/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import ScrollableTable, {overflowsSideways} from '.';

describe('overflowsSideways', () => {
  it('is true only when the content is wider than the box', () => {
    expect(overflowsSideways({scrollWidth: 900, clientWidth: 600})).toBe(true);
    expect(overflowsSideways({scrollWidth: 600, clientWidth: 600})).toBe(false);
    expect(overflowsSideways({scrollWidth: 601, clientWidth: 600})).toBe(false);
  });
});

describe('ScrollableTable', () => {
  it('joins the Tab order when it overflows and stays out of it otherwise', () => {
    const scrollWidth = jest
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockReturnValue(900);
    const clientWidth = jest
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockReturnValue(600);
    const {unmount} = render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>wide</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    expect(screen.getByRole('table')).toHaveAttribute('tabindex', '0');
    unmount();
    scrollWidth.mockReturnValue(600);
    render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>narrow</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('tabindex');
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });
});

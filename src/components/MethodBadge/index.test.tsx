/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import MethodBadge from '.';

test('shows the method as text, styled by method', () => {
  render(<MethodBadge method="PATCH" />);
  const badge = screen.getByText('PATCH');
  expect(badge).toHaveClass('badge', 'patch');
  expect(badge).toHaveAttribute('data-method', 'PATCH');
});

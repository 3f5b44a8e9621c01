/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiEndpointHeader from '.';
import {copyLabel} from './CopyUrlButton';

jest.mock('@theme/Icon/Copy', () => ({__esModule: true, default: () => <svg />}), {virtual: true});
jest.mock('@theme/Icon/Success', () => ({__esModule: true, default: () => <svg />}), {
  virtual: true,
});

test('copies the full URL of the endpoint and says so', async () => {
  const user = userEvent.setup();
  render(<ApiEndpointHeader method="POST" path="/admin/v1/posts" />);
  await user.click(screen.getByRole('button', {name: 'Copy URL'}));
  await expect(navigator.clipboard.readText()).resolves.toBe(
    'https://api.tessera.dev/admin/v1/posts',
  );
  expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
});

test('selects the URL when the clipboard refuses, and tells the reader how to copy it', async () => {
  const user = userEvent.setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  render(<ApiEndpointHeader method="GET" path="/console/v1/projects" />);
  await user.click(screen.getByRole('button', {name: 'Copy URL'}));
  expect(window.getSelection()?.toString()).toBe('https://api.tessera.dev/console/v1/projects');
  expect(screen.getByRole('button', {name: copyLabel('selected')})).toBeInTheDocument();
});

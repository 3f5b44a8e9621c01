/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchNextStep from '.';

jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {
  virtual: true,
});

test('a query that names a part of the site links to it', () => {
  render(<SearchNextStep query="canvas filter for emoji" />);
  expect(screen.getByRole('link', {name: 'Canvas filters'})).toHaveAttribute(
    'href',
    '/docs/canvas/filters',
  );
});

test('otherwise it links to the docs, the API reference and the guides, reachable by keyboard', async () => {
  const onNavigate = jest.fn();
  render(<SearchNextStep query="best pizza near me" onNavigate={onNavigate} />);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['the docs', '/docs'],
    ['the API reference', '/api'],
    ['the guides', '/guides'],
  ]);
  await userEvent.tab();
  expect(links[0]).toHaveFocus();
  // The test stays on its page: jsdom does not navigate.
  const stay = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stay);
  await userEvent.keyboard('{Enter}');
  document.removeEventListener('click', stay);
  expect(onNavigate).toHaveBeenCalled();
});

test('markup in the query stays text', () => {
  const {container} = render(<SearchNextStep query="<img src=x onerror=alert(1)>" />);
  expect(container.querySelector('img')).toBeNull();
});

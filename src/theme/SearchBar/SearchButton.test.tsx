/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import {SearchButton} from './SearchButton';

function setPlatform(platform: string) {
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
}

test('its accessible name is its visible text, shortcut included (no aria-label)', () => {
  setPlatform('Linux x86_64');
  render(<SearchButton label="Search documentation..." />);
  const button = screen.getByRole('button');
  expect(button).not.toHaveAttribute('aria-label');
  expect(button).toHaveAccessibleName('Search documentation... Ctrl K');
  expect(button.textContent?.replace(/\s+/g, ' ')).toBe('Search documentation...Ctrl K');
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
});

test('on a Mac the hint is ⌘ K', () => {
  setPlatform('MacIntel');
  render(<SearchButton label="Search documentation..." />);
  const button = screen.getByRole('button');
  expect(button).toHaveAccessibleName('Search documentation... ⌘ K');
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
});

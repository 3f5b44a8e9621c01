/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ThemeSwitcher from '.';

const colorMode: {colorModeChoice: 'light' | 'dark' | null; setColorMode: jest.Mock} = {
  colorModeChoice: null,
  setColorMode: jest.fn(),
};
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => colorMode}), {virtual: true});

beforeEach(() => {
  colorMode.colorModeChoice = null;
  colorMode.setColorMode.mockClear();
});

describe('ThemeSwitcher', () => {
  it('is a group of three buttons with the system choice pressed by default', () => {
    render(<ThemeSwitcher />);
    expect(screen.getByRole('group', {name: 'Theme'})).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    expect(screen.getByRole('button', {name: 'System'})).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the stored choice, not only the applied theme', () => {
    colorMode.colorModeChoice = 'dark';
    render(<ThemeSwitcher />);
    expect(screen.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'System'})).toHaveAttribute('aria-pressed', 'false');
  });

  it('sets light, dark, and null for system', async () => {
    render(<ThemeSwitcher />);
    await userEvent.click(screen.getByRole('button', {name: 'Light'}));
    await userEvent.click(screen.getByRole('button', {name: 'Dark'}));
    await userEvent.click(screen.getByRole('button', {name: 'System'}));
    expect(colorMode.setColorMode.mock.calls).toEqual([['light'], ['dark'], [null]]);
  });
});

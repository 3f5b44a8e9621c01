/** @jest-environment jsdom */
import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CopyPage from '.';

jest.mock(
  '@docusaurus/useBaseUrl',
  () => ({
    default: (path: string, options?: {absolute?: boolean}) =>
      options?.absolute ? `https://developers.tessera.dev${path}` : path,
    __esModule: true,
  }),
  {virtual: true},
);

jest.mock('@docusaurus/Head', () => ({default: () => null, __esModule: true}), {virtual: true});

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    text: () => Promise.resolve('# date\n\nFormats a date.\n'),
  });
});

describe('CopyPage', () => {
  it('copies the twin of the page and says so politely', async () => {
    render(<CopyPage permalink="/docs/canvas/filters/date" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await waitFor(() => expect(status).toHaveTextContent('Copied the page as Markdown'));
    expect(global.fetch).toHaveBeenCalledWith('/docs/canvas/filters/date.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith('# date\n\nFormats a date.\n');
  });

  it('says when the copy failed', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyPage permalink="/guides/create-a-project" />);
    await userEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page'),
    );
  });

  it('opens the menu from the keyboard and closes it with Escape', async () => {
    render(<CopyPage permalink="/api/admin/route-patterns/update" />);
    const toggle = screen.getByRole('button', {name: 'More ways to read this page'});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitem', {name: 'View as Markdown'});
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('href', '/api/admin/route-patterns/update.md');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when focus leaves it', async () => {
    render(
      <>
        <CopyPage permalink="/docs" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'More ways to read this page'}));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Elsewhere'}));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers to open the page in ChatGPT and Claude with a prompt naming its twin, and moves with the arrows', async () => {
    render(<CopyPage permalink="/docs/canvas/filters/date" />);
    const toggle = screen.getByRole('button', {name: 'More ways to read this page'});
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    const prompt =
      'Read https://developers.tessera.dev/docs/canvas/filters/date.md so I can ask questions about it.';
    for (const item of items.slice(1)) {
      const href = new URL(item.getAttribute('href') ?? '');
      expect(href.searchParams.get('q')).toBe(prompt);
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(new URL(items[1]?.getAttribute('href') ?? '').hostname).toBe('chatgpt.com');
    expect(new URL(items[2]?.getAttribute('href') ?? '').hostname).toBe('claude.ai');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    // Nothing is fetched for these links: they are plain links.
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import React from 'react';
import type * as ThemeStubs from '@site/src/test/themeStubs';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {resetContext, setContext} from '@site/src/lib/apiContext/store';
import ApiSample from '.';

jest.mock(
  '@theme/CodeBlock',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('CodeBlock'),
  {virtual: true},
);

const code =
  "curl --request GET \\\n  --url https://api.tessera.dev/console/v1/projects/prj_8f3k2m9q \\\n  --header 'Authorization: Bearer tsk_...'";
const props = {
  code,
  language: 'bash',
  api: 'console',
  placeholders: {key: 'tsk_...', projectId: 'prj_8f3k2m9q'},
};

beforeEach(() => resetContext());

describe('ApiSample', () => {
  it('shows the documented sample until the reader sets a value', () => {
    render(<ApiSample {...props} />);
    expect(screen.getByText(/curl/).textContent).toBe(code);
    expect(screen.queryByRole('button', {name: 'Copy with your key'})).toBeNull();
  });

  it("shows the reader's project ID and masked key, and copies the full key", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, {clipboard: {writeText}});
    render(<ApiSample {...props} />);
    act(() =>
      setContext({
        keys: {console: 'tsk_live_abcdef987654'},
        projectId: 'prj_mine',
        remember: false,
      }),
    );
    const shown = screen.getByText(/curl/).textContent ?? '';
    expect(shown).toContain('/projects/prj_mine');
    expect(shown).toContain('Bearer tsk_••••7654');
    expect(shown).not.toContain('abcdef');
    fireEvent.click(screen.getByRole('button', {name: 'Copy with your key'}));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Bearer tsk_live_abcdef987654'));
    await screen.findByRole('button', {name: 'Copied'});
  });

  it("leaves another API's key out", () => {
    render(<ApiSample {...props} />);
    act(() => setContext({keys: {admin: 'tak_live_abcdef987654'}, projectId: '', remember: false}));
    expect(screen.getByText(/curl/).textContent).toBe(code);
  });
});

/** @jest-environment jsdom */
import React from 'react';
import type * as ThemeStubs from '@site/src/test/themeStubs';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {getEndpoint} from '@site/src/data/api';
import {tryItView} from '@site/src/plugins/api-reference/tryItView';
import {resetContext} from '@site/src/lib/apiContext/store';
import RequestBuilder from '.';

jest.mock(
  '@theme/CodeBlock',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('CodeBlock'),
  {virtual: true},
);
jest.mock(
  '@theme/Details',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('Details'),
  {virtual: true},
);

jest.mock(
  '@theme/Tabs',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('Tabs'),
  {virtual: true},
);
jest.mock(
  '@theme/TabItem',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('TabItem'),
  {virtual: true},
);

const view = tryItView(getEndpoint('admin.blogs.create'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetContext();
});

describe('RequestBuilder', () => {
  it('prefills each field from the example and marks a required one left empty', () => {
    render(<RequestBuilder view={view} onClose={() => undefined} />);
    const title = screen.getByLabelText(/^title/);
    expect(title).toHaveValue('Northwind News');
    expect(title).not.toHaveAttribute('aria-invalid');
    fireEvent.change(title, {target: {value: ''}});
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Required');
    fireEvent.click(screen.getByRole('button', {name: 'Reset to example'}));
    expect(title).toHaveValue('Northwind News');
  });

  it('shows a hostile value as text, in its field and in the request as code', () => {
    render(<RequestBuilder view={view} onClose={() => undefined} />);
    const title = screen.getByLabelText(/^title/);
    fireEvent.change(title, {target: {value: '<img src=x onerror=alert(1)>'}});
    expect(title).toHaveValue('<img src=x onerror=alert(1)>');
    expect(
      within(screen.getByRole('region', {name: 'curl'})).getByText(/curl/).textContent,
    ).toContain('"title": "<img src=x onerror=alert(1)>"');
    expect(document.querySelector('img')).toBeNull();
  });

  it("builds the request as code from the reader's values, with their project ID", () => {
    render(<RequestBuilder view={view} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Your project ID'), {target: {value: 'prj_mine'}});
    fireEvent.change(screen.getByLabelText(/^key/), {target: {value: 'journal'}});
    const curl = within(screen.getByRole('region', {name: 'curl'})).getByText(/curl/).textContent;
    expect(curl).toContain('--url http://127.0.0.1:4010/admin/v1/blogs');
    expect(curl).toContain('"key": "journal"');
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['curl', 'JavaScript', 'Python', 'PHP']);
  });

  it('keeps the key out of localStorage, and in sessionStorage only when asked', () => {
    render(<RequestBuilder view={view} onClose={() => undefined} />);
    const key = screen.getByLabelText('Project admin key');
    expect(key).toHaveAttribute('type', 'password');
    fireEvent.change(key, {target: {value: 'tak_live_secret1234'}});
    expect(JSON.stringify({...sessionStorage})).not.toContain('tak_live_secret1234');
    fireEvent.click(screen.getByLabelText('Remember for this tab'));
    expect(JSON.stringify({...sessionStorage})).toContain('tak_live_secret1234');
    expect(localStorage.length).toBe(0);
    expect(window.location.href).not.toContain('secret');
  });

  it('sends to the local mock and lists the live API as not sendable from the page', () => {
    render(<RequestBuilder view={view} onClose={() => undefined} />);
    const server = screen.getByLabelText('Server');
    expect(server).toHaveValue('http://127.0.0.1:4010');
    expect(screen.getByRole('option', {name: /Live API/})).toBeDisabled();
  });
});

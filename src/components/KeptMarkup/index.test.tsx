/** @jest-environment jsdom */
import React, {type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {act, fireEvent, render, screen} from '@testing-library/react';
import KeptMarkup, {keptWhenStatic} from '.';

let hydrated = false;
let inBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => hydrated}), {
  virtual: true,
});
jest.mock(
  '@docusaurus/ExecutionEnvironment',
  () => ({
    __esModule: true,
    default: {
      get canUseDOM() {
        return inBrowser;
      },
    },
  }),
  {virtual: true},
);
const push = jest.fn<void, [string]>();
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push})}), {virtual: true});
const preload = jest.fn<void, [string]>();

/** Counts the renders of a static component. */
const rendered = jest.fn();
function Term({children}: {children?: ReactNode}): ReactNode {
  rendered();
  return <code>{children}</code>;
}
function CopyButton(): ReactNode {
  return <button type="button">Copy</button>;
}
const Paragraph = keptWhenStatic('p', (element) => element.type === Term);

const fiberKey = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Renders on the "server", then hydrates that markup as the page the reader opened. */
async function hydrate(tree: ReactNode): Promise<HTMLElement> {
  inBrowser = false;
  const html = renderToString(tree);
  inBrowser = true;
  hydrated = false;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(() => {
    hydrateRoot(container, tree);
    return Promise.resolve();
  });
  return container;
}

beforeEach(() => {
  rendered.mockReset();
  push.mockReset();
  preload.mockReset();
  document.body.innerHTML = '';
  (window as unknown as {docusaurus: unknown}).docusaurus = {preload};
});

const LINKED = (
  <KeptMarkup as="ul" className="links">
    <li>
      <a href="/docs/courier">Courier</a> and <Term>push</Term>
    </li>
    <li>
      <a href="https://github.com/tessera" target="_blank" rel="noopener noreferrer">
        GitHub
      </a>
    </li>
  </KeptMarkup>
);

it("keeps the server's children while hydrating: same markup, no React tree, no renders", async () => {
  const container = await hydrate(LINKED);
  const list = container.querySelector('ul.links');
  expect(list).not.toBeNull();
  expect(fiberKey(list!)).toBe(true);
  expect(list!.querySelectorAll('li')).toHaveLength(2);
  expect(screen.getByRole('link', {name: 'Courier'})).toBeVisible();
  expect(fiberKey(list!.querySelector('li')!)).toBe(false);
  // Rendered once on the server, never in the browser.
  expect(rendered).toHaveBeenCalledTimes(1);
});

it('navigates in place from a kept link, and preloads its page on intent', async () => {
  await hydrate(LINKED);
  // Whether each press was left to the browser, which jsdom cannot follow: noted, then stopped.
  const leftToBrowser: boolean[] = [];
  const note = (event: Event): void => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', note);
  const courier = screen.getByRole('link', {name: 'Courier'});
  fireEvent.mouseOver(courier);
  expect(preload).toHaveBeenCalledWith('/docs/courier');
  fireEvent.click(courier);
  expect(push).toHaveBeenCalledWith('/docs/courier');
  // Another site in a new tab, and a modified press (a tab of one's own): left to the browser.
  fireEvent.click(screen.getByRole('link', {name: 'GitHub'}));
  fireEvent.click(courier, {ctrlKey: true});
  window.removeEventListener('click', note);
  expect(leftToBrowser).toEqual([false, true, true]);
  expect(push).toHaveBeenCalledTimes(1);
});

it('renders its children after a client-side navigation, with no server markup to keep', () => {
  inBrowser = true;
  hydrated = true;
  render(LINKED);
  expect(screen.getByRole('link', {name: 'Courier'})).toBeVisible();
  expect(fiberKey(screen.getByRole('link', {name: 'Courier'}))).toBe(true);
  expect(rendered).toHaveBeenCalledTimes(1);
});

it('keeps an MDX element only when everything inside it is static', async () => {
  const container = await hydrate(
    <>
      <Paragraph>
        Run <Term>courier push</Term>.
      </Paragraph>
      <Paragraph>
        Copy it: <CopyButton />
      </Paragraph>
    </>,
  );
  const [kept, hydratedParagraph] = Array.from(container.querySelectorAll('p'));
  expect(kept!.textContent).toBe('Run courier push.');
  expect(fiberKey(kept!.querySelector('code')!)).toBe(false);
  expect(fiberKey(hydratedParagraph!.querySelector('button')!)).toBe(true);
});

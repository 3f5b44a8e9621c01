/** @jest-environment jsdom */
import React, {type ReactNode} from 'react';
import {act, render, screen} from '@testing-library/react';
import type {
  LineInputProps,
  LineOutputProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import CodeBlockContent from '.';

const CODE = '{{ post.title|upper }}\n\n{{ post.date|date("Y") }}';

let hydrated = false;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => hydrated}), {
  virtual: true,
});
jest.mock(
  '@docusaurus/ExecutionEnvironment',
  () => ({__esModule: true, default: {canUseDOM: true}}),
  {virtual: true},
);
jest.mock('@docusaurus/theme-common', () => ({usePrismTheme: () => ({plain: {}, styles: []})}));
let code = CODE;
jest.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({
    metadata: {code, language: 'twig', lineNumbersStart: undefined, lineClassNames: {}},
    wordWrap: {codeBlockRef: {current: null}},
  }),
}));
// The theme's Line, reduced to what it does with the prop getters.
jest.mock(
  '@theme/CodeBlock/Line',
  () => ({
    __esModule: true,
    default: ({
      line,
      getLineProps,
      getTokenProps,
    }: {
      line: Token[];
      getLineProps: (input: LineInputProps) => LineOutputProps;
      getTokenProps: (input: TokenInputProps) => TokenOutputProps;
    }) => (
      <span {...getLineProps({line})}>
        {line.map((token, key) => (
          <span key={key} {...getTokenProps({token})} />
        ))}
      </span>
    ),
  }),
  {virtual: true},
);

// The highlighter chunk: its download is a promise the test resolves.
const loadHighlighter = jest.fn<Promise<{default: () => ReactNode}>, []>();
let finishLoading: () => void = () => {};
jest.mock('@site/src/components/HighlightedCode/onDemand', () => {
  const {lazy} = jest.requireActual<typeof React>('react');
  return {__esModule: true, default: lazy(() => loadHighlighter())};
});

beforeEach(() => {
  code = CODE;
  loadHighlighter.mockReset();
  loadHighlighter.mockImplementation(
    () =>
      new Promise((resolve) => {
        finishLoading = () =>
          resolve({default: () => <span className="token-line highlighted">highlighted</span>});
      }),
  );
});

const SERVER_LINES =
  '<span class="token-line"><span class="token punctuation">{{</span> post.title</span>';

it('keeps the server-highlighted lines when hydrating, and never loads the highlighter', async () => {
  hydrated = false;
  const container = document.createElement('div');
  container.innerHTML = `<pre tabindex="0" class="prism-code language-twig codeBlock thin-scrollbar"><code class="codeBlockLines">${SERVER_LINES}</code></pre>`;
  document.body.append(container);
  // Hydration and whatever it schedules run to completion inside act.
  await act(() => Promise.resolve(render(<CodeBlockContent />, {container, hydrate: true})));
  expect(container.querySelector('code')?.innerHTML).toBe(SERVER_LINES);
  expect(loadHighlighter).not.toHaveBeenCalled();
});

it('shows the lines as plain text after a navigation, then the highlighted lines', async () => {
  hydrated = true;
  const {container} = render(<CodeBlockContent />);
  const lines = Array.from(container.querySelectorAll('code > .token-line')).map(
    (line) => line.textContent,
  );
  expect(lines).toEqual(['{{ post.title|upper }}', '\n', '{{ post.date|date("Y") }}']);
  expect(loadHighlighter).toHaveBeenCalledTimes(1);
  await act(() => Promise.resolve(finishLoading()));
  expect(await screen.findByText('highlighted')).toBeInTheDocument();
  expect(container.querySelectorAll('code > .token-line')).toHaveLength(1);
});

// After the navigation test, which has loaded the highlighter for the rest of the file.
it('stops keeping the server lines once the code changes, and shows the new code', async () => {
  hydrated = false;
  const container = document.createElement('div');
  container.innerHTML = `<pre tabindex="0" class="prism-code language-twig codeBlock thin-scrollbar"><code class="codeBlockLines">${SERVER_LINES}</code></pre>`;
  document.body.append(container);
  const {rerender} = await act(() =>
    Promise.resolve(render(<CodeBlockContent />, {container, hydrate: true})),
  );
  code = '{{ site.name }}';
  rerender(<CodeBlockContent />);
  // The block now renders its code through the highlighter instead of keeping the server's lines.
  expect(container.querySelector('code')?.innerHTML).not.toBe(SERVER_LINES);
  expect(container.querySelector('code .highlighted')).not.toBeNull();
});

/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import type {Token} from 'prism-react-renderer';
import TokenWrapper from '.';

// The theme's token, as 3.10.2 has it: a pass-through <span>.
jest.mock(
  '@theme-original/CodeBlock/Line/Token',
  () => ({
    __esModule: true,
    default: ({line: _line, token: _token, ...props}: {line: unknown; token: unknown}) => (
      <span {...props} />
    ),
  }),
  {virtual: true},
);

function renderLine(line: Token[]): HTMLElement {
  const {container} = render(
    <div className="token-line">
      {line.map((token, key) => (
        <TokenWrapper
          key={key}
          token={token}
          line={line}
          className={['token', ...token.types].join(' ')}>
          {token.content}
        </TokenWrapper>
      ))}
    </div>,
  );
  return container.querySelector('.token-line') as HTMLElement;
}

test('plain text is a text node of the line; other tokens keep their element and classes', () => {
  const line = renderLine([
    {types: ['punctuation'], content: '{{'},
    {types: ['plain'], content: ' value'},
    {types: ['operator'], content: '|'},
    {types: ['plain'], content: 'date '},
    {types: ['delimiter', 'punctuation'], content: '}}'},
  ]);
  expect(line).toHaveTextContent('{{ value|date }}', {normalizeWhitespace: false});
  expect(Array.from(line.children, (child) => child.className)).toEqual([
    'token punctuation',
    'token operator',
    'token delimiter punctuation',
  ]);
  expect(line.childNodes[1]?.nodeType).toBe(Node.TEXT_NODE);
});

test("an empty line's token keeps its element, which gives the line its height", () => {
  const line = renderLine([{types: ['plain'], content: '', empty: true}]);
  expect(line.querySelector('.token.plain')).not.toBeNull();
});

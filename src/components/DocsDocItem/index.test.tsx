/** @jest-environment jsdom */
import React, {createContext, useContext, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {useMDXComponents} from '@mdx-js/react';
import type {Props} from '@theme/DocItem';
import {
  wrapCanvasExamples,
  type MdNode,
} from '@site/src/plugins/canvas-examples/remarkCanvasExamples';
import DocsDocItem from '.';

// @mdx-js/react (an ES module, which these tests do not compile): a provider of components, merged
// with those of the provider around it, and the hook MDX content reads them with.
jest.mock('@mdx-js/react', () => {
  type Components = Record<string, unknown>;
  const Scope = createContext<Components>({});
  return {
    MDXProvider: ({components, children}: {components: Components; children: ReactNode}) => (
      <Scope.Provider value={{...useContext(Scope), ...components}}>{children}</Scope.Provider>
    ),
    useMDXComponents: () => useContext(Scope),
  };
});

// The theme's DocItem as a page's MDX content sees it: the components in scope, by name.
jest.mock(
  '@theme/DocItem',
  () => ({
    __esModule: true,
    default: function DocItem(): ReactNode {
      const components = useMDXComponents() as Record<string, unknown>;
      return (
        <ul>
          {Object.keys(components).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      );
    },
  }),
  {virtual: true},
);

/** The element the canvas-examples remark plugin wraps an example in, by name. */
function wrapperName(): string {
  const tree: MdNode = {
    type: 'root',
    children: [
      {type: 'code', meta: 'title="Template"', value: '{{ a }}'},
      {type: 'code', meta: 'title="Output"', value: '1'},
    ],
  };
  wrapCanvasExamples(tree);
  return tree.children?.[0]?.name ?? '';
}

test('a docs page has the element the remark plugin wraps Canvas examples in, in its MDX scope', () => {
  render(<DocsDocItem {...({} as Props)} />);
  expect(wrapperName()).toBe('CanvasExample');
  expect(screen.getByRole('listitem')).toHaveTextContent(wrapperName());
});

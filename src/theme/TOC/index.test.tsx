/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import TOC from '.';

jest.mock(
  '@theme-original/TOC',
  () => ({
    __esModule: true,
    default: ({className}: {className?: string}) => (
      <div className={className}>
        <ul>
          <li>
            <span>Syntax</span>
          </li>
        </ul>
      </div>
    ),
  }),
  {virtual: true},
);

test("titles the panel 'On this page' and names its navigation landmark after it", () => {
  render(
    <TOC toc={[{value: 'Syntax', id: 'syntax', level: 2}]} className="theme-doc-toc-desktop" />,
  );
  const panel = screen.getByRole('navigation', {name: 'On this page'});
  expect(panel).toHaveTextContent(/^On this pageSyntax$/);
  expect(panel.querySelector('.theme-doc-toc-desktop')).not.toBeNull();
});

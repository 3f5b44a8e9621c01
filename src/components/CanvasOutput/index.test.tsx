/** @jest-environment jsdom */
import React from 'react';
import type * as ThemeStubs from '@site/src/test/themeStubs';
import {fireEvent, render, screen} from '@testing-library/react';
import CanvasOutput from '.';

jest.mock(
  '@theme/CodeBlock',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('CodeBlock'),
  {virtual: true},
);

const html = '<p>42</p><script>alert(1)</script>';

test('shows the HTML as text first, and the preview in a frame that runs nothing', () => {
  const {container} = render(<CanvasOutput id="out" html={html} stale={false} />);
  expect(container.querySelector('[aria-live]')).toBeNull();
  expect(screen.getByRole('button', {name: 'HTML'})).toHaveAttribute('aria-pressed', 'true');
  expect(container.querySelector('pre')).toHaveTextContent(html);
  expect(container.querySelector('script')).toBeNull();

  fireEvent.click(screen.getByRole('button', {name: 'Preview'}));
  const frame = screen.getByTitle('Preview of the output');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(container.querySelector('pre')).toBeNull();
});

test('the status sits between the view switch and the output, so a taller one moves only the output', () => {
  const {container} = render(
    <CanvasOutput id="out" html="<p>42</p>" stale status={<p>Stopped</p>} />,
  );
  const order = Array.from(
    container.querySelectorAll('[role="group"], [aria-live], [data-output-view]'),
    (element) =>
      element.hasAttribute('aria-live')
        ? element.textContent
        : (element.getAttribute('role') ?? 'output'),
  );
  expect(order).toEqual(['group', 'Stopped', 'output']);
  expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

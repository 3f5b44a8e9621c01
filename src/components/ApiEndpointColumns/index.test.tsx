/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import ApiEndpointColumns, {ApiEndpointExamples, ApiEndpointProse, overflowsVertically} from '.';

test('keeps the parts in reading order: prose, examples, more prose', () => {
  const {container} = render(
    <ApiEndpointColumns>
      <ApiEndpointProse>
        <p>Parameters</p>
      </ApiEndpointProse>
      <ApiEndpointExamples>
        <p>Example request</p>
      </ApiEndpointExamples>
      <ApiEndpointProse>
        <p>Errors</p>
      </ApiEndpointProse>
    </ApiEndpointColumns>,
  );
  expect(Array.from(container.querySelectorAll('p')).map((part) => part.textContent)).toEqual([
    'Parameters',
    'Example request',
    'Errors',
  ]);
  // jsdom lays nothing out, so the column does not scroll and stays out of the Tab order.
  expect(screen.getByTestId('api-examples')).not.toHaveAttribute('tabindex');
});

test('a column scrolls when its content is taller than it', () => {
  expect(overflowsVertically({scrollHeight: 1400, clientHeight: 700})).toBe(true);
  expect(overflowsVertically({scrollHeight: 700, clientHeight: 700})).toBe(false);
});

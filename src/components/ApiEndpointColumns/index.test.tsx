/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import ApiEndpointColumns, {ApiEndpointExamples, ApiEndpointProse} from '.';

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

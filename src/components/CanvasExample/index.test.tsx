/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CanvasExample from './index';

const panelLoaded = jest.fn();
jest.mock('@site/src/components/TryItPanel', () => {
  panelLoaded();
  return {
    __esModule: true,
    default: ({example}: {example: {template: string; data: string; templates?: object}}) => (
      <pre data-testid="panel">{JSON.stringify(example)}</pre>
    ),
  };
});

describe('CanvasExample', () => {
  it('shows the example and a Try it button, and loads nothing more until pressed', async () => {
    render(
      <CanvasExample template="{{ a }}" data='{"a": 1}' templates='{"x.canvas": "X"}'>
        <pre>printed example</pre>
      </CanvasExample>,
    );
    expect(screen.getByText('printed example')).toBeInTheDocument();
    expect(panelLoaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', {name: 'Try it'}));

    const panel = await screen.findByTestId('panel');
    expect(panelLoaded).toHaveBeenCalledTimes(1);
    expect(JSON.parse(panel.textContent ?? '')).toEqual({
      template: '{{ a }}',
      data: '{"a": 1}',
      templates: {'x.canvas': 'X'},
    });
    expect(screen.queryByText('printed example')).not.toBeInTheDocument();
  });
});

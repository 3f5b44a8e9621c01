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

const workerPrepared = jest.fn();
jest.mock('@site/src/lib/canvasPlayground/startCanvasWorker', () => ({
  prepareCanvasWorker: (): void => {
    workerPrepared();
  },
}));
const highlighterPreloaded = jest.fn();
jest.mock('@site/src/components/HighlightedCode/preload', () => ({
  preloadHighlightedCode: (): void => {
    highlighterPreloaded();
  },
}));

describe('CanvasExample', () => {
  it('shows the example and a Try it button, and loads nothing more until the reader shows intent', async () => {
    render(
      <CanvasExample template="{{ a }}" data='{"a": 1}' templates='{"x.canvas": "X"}'>
        <pre>printed example</pre>
      </CanvasExample>,
    );
    expect(screen.getByText('printed example')).toBeInTheDocument();
    expect(panelLoaded).not.toHaveBeenCalled();
    expect(workerPrepared).not.toHaveBeenCalled();

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

  it('prepares the panel, the highlighter and a worker on focus, and then opens at once', async () => {
    render(
      <CanvasExample template="{{ a }}" data='{"a": 1}'>
        <pre>printed example</pre>
      </CanvasExample>,
    );
    const button = screen.getByRole('button', {name: 'Try it'});
    button.focus();
    expect(workerPrepared).toHaveBeenCalled();
    expect(highlighterPreloaded).toHaveBeenCalled();
    // The panel's code has arrived before the press: it opens with no "Loading…" step.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('panel')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Loading…'})).not.toBeInTheDocument();
  });
});

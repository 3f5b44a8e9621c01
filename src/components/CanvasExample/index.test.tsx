/** @jest-environment jsdom */
import {useEffect} from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CanvasExample from './index';

const panelLoaded = jest.fn();
const panelMounted = jest.fn();
jest.mock('@site/src/components/CanvasRunner', () => {
  panelLoaded();
  return {
    __esModule: true,
    default: function Panel({
      example,
      look,
    }: {
      example: {template: string; data: string; templates?: object};
      look?: string;
    }) {
      useEffect(() => {
        panelMounted();
      }, []);
      return (
        <pre data-testid="panel" data-look={look}>
          {JSON.stringify(example)}
        </pre>
      );
    },
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

/** Lets the panel module's promise settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('CanvasExample', () => {
  beforeEach(() => {
    panelMounted.mockClear();
    workerPrepared.mockClear();
    highlighterPreloaded.mockClear();
  });

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
    expect(panel).toHaveAttribute('data-look', 'shown');
    expect(JSON.parse(panel.textContent ?? '')).toEqual({
      template: '{{ a }}',
      data: '{"a": 1}',
      templates: {'x.canvas': 'X'},
    });
    expect(screen.queryByText('printed example')).not.toBeInTheDocument();
  });

  it('builds the panel out of sight on focus, and the press shows that same panel', async () => {
    render(
      <CanvasExample template="{{ a }}" data='{"a": 1}'>
        <pre>printed example</pre>
      </CanvasExample>,
    );
    act(() => screen.getByRole('button', {name: 'Try it'}).focus());
    await settle();
    expect(workerPrepared).toHaveBeenCalled();
    expect(highlighterPreloaded).toHaveBeenCalled();
    expect(screen.getByTestId('panel')).not.toHaveAttribute('data-look', 'shown');
    expect(screen.getByText('printed example')).toBeInTheDocument();

    await userEvent.hover(screen.getByRole('button', {name: 'Try it'}));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('panel')).toHaveAttribute('data-look', 'shown');
    // Focus, then a hover: one worker prepared, the one the panel takes.
    expect(workerPrepared).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('printed example')).not.toBeInTheDocument();
    expect(panelMounted).toHaveBeenCalledTimes(1);
  });

  it('keeps one panel built ahead: intent on another example gives the first one up', async () => {
    render(
      <>
        <CanvasExample template="first" data="{}">
          <pre>first example</pre>
        </CanvasExample>
        <CanvasExample template="second" data="{}">
          <pre>second example</pre>
        </CanvasExample>
      </>,
    );
    const [first, second] = screen.getAllByRole('button', {name: 'Try it'});
    act(() => first?.focus());
    await settle();
    expect(screen.getByTestId('panel')).toHaveTextContent('first');
    act(() => second?.focus());
    await settle();
    expect(screen.getAllByTestId('panel')).toHaveLength(1);
    expect(screen.getByTestId('panel')).toHaveTextContent('second');
  });
});

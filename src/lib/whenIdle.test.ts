/** @jest-environment jsdom */
import {whenIdle} from './whenIdle';

test('waits for the load event before running the work', () => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', {value: 'loading', configurable: true});
  const work = jest.fn();
  whenIdle(work);
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

test('runs at once (on the next idle moment) when the page has already loaded', () => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', {value: 'complete', configurable: true});
  const work = jest.fn();
  whenIdle(work);
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

/**
 * @jest-environment jsdom
 */
import {APP_SCRIPT_LOADER} from './appScriptLoader';

type PaintCallback = (list: {getEntriesByName: (name: string) => unknown[]}) => void;

let observers: {callback: PaintCallback; disconnected: boolean}[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'navigation'];
  private readonly entry: {callback: PaintCallback; disconnected: boolean};
  constructor(callback: PaintCallback) {
    this.entry = {callback, disconnected: false};
    observers.push(this.entry);
  }
  observe(): void {}
  disconnect(): void {
    this.entry.disconnected = true;
  }
}

/** Delivers a paint entry to every observer still connected, as the browser does after a paint. */
function paint(name: 'first-paint' | 'first-contentful-paint'): void {
  for (const observer of observers.filter((entry) => !entry.disconnected)) {
    observer.callback({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])});
  }
}

function setDocumentState(state: {readyState?: string; visibilityState?: string}): void {
  for (const [key, value] of Object.entries(state)) {
    Object.defineProperty(document, key, {configurable: true, get: () => value});
  }
}

/** Runs the loader's text in the page, as the inline script does. */
function runLoader(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader is page text, run as the browser runs it
  const run = new Function(APP_SCRIPT_LOADER) as () => void;
  run();
}

function addedScripts(): {src: string | null; async: boolean}[] {
  return Array.from(document.head.querySelectorAll('script')).map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  Object.assign(window, {PerformanceObserver: FakePerformanceObserver});
  document.head.innerHTML = [
    '<link rel="preload" href="/assets/js/runtime~main.1.js" as="script" data-app-script>',
    '<link rel="preload" href="/fonts/inter.woff2" as="font">',
    '<link rel="preload" href="/assets/js/main.2.js" as="script" data-app-script>',
  ].join('');
  setDocumentState({readyState: 'interactive', visibilityState: 'visible'});
});

afterEach(() => {
  jest.useRealTimers();
});

const ENTRY_SCRIPTS = [
  {src: 'http://localhost/assets/js/runtime~main.1.js', async: false},
  {src: 'http://localhost/assets/js/main.2.js', async: false},
];

it('runs the entry scripts, in order, after the first contentful paint', () => {
  runLoader();
  expect(addedScripts()).toEqual([]);
  paint('first-paint');
  expect(addedScripts()).toEqual([]);
  paint('first-contentful-paint');
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
});

it('waits for the HTML to be parsed when the paint comes first', () => {
  setDocumentState({readyState: 'loading'});
  runLoader();
  paint('first-contentful-paint');
  expect(addedScripts()).toEqual([]);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
});

it('starts once the HTML is parsed on a page that is not shown', () => {
  setDocumentState({readyState: 'loading', visibilityState: 'hidden'});
  runLoader();
  expect(observers).toHaveLength(0);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
});

it('starts once the HTML is parsed in a browser without paint timing', () => {
  Object.assign(window, {PerformanceObserver: undefined});
  runLoader();
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
});

it('starts after three seconds if the paint never comes, and only once', () => {
  runLoader();
  jest.advanceTimersByTime(2999);
  expect(addedScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
  paint('first-contentful-paint');
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
});

it('does not start twice when the paint comes before the timeout', () => {
  runLoader();
  paint('first-contentful-paint');
  jest.advanceTimersByTime(3000);
  expect(addedScripts()).toEqual(ENTRY_SCRIPTS);
  expect(observers.every((observer) => observer.disconnected)).toBe(true);
});

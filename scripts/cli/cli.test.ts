import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {flag, option, positional} from './options.mjs';
import {kb, median, ms, pct, percentile} from './stats.mjs';
import {tsLoader} from './loadTs.mjs';

const argv = ['node', 'bench.mjs', '--runs', '3', 'docs/a', '--keep', '--out', 'x', 'docs/b'];

describe('options', () => {
  it('reads an option, a switch and the arguments that are neither', () => {
    expect(option('runs', '5', argv)).toBe('3');
    expect(option('port', '3000', argv)).toBe('3000');
    expect(flag('keep', argv)).toBe(true);
    expect(flag('fresh', argv)).toBe(false);
    expect(positional(argv)).toEqual(['docs/a', 'docs/b']);
  });

  it('falls back when an option is last and has no value', () => {
    expect(option('port', '3000', ['node', 'x.mjs', '--port'])).toBe('3000');
  });
});

describe('stats', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({length: 20}, (_, index) => 20 - index);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 1)).toBe(20);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('formats milliseconds, kilobytes and shares', () => {
    expect(ms(4.26)).toBe('4.3 ms');
    expect(ms(1234.5)).toBe('1235 ms');
    expect(ms(1.234, 2)).toBe('1.23 ms');
    expect(ms(NaN)).toBe('n/a');
    expect(kb(1536)).toBe('1.5 KB');
    expect(kb(1536, 0)).toBe('2 KB');
    expect(pct(0.126)).toBe('13%');
  });
});

it('loads a TypeScript module relative to the caller', () => {
  const load = tsLoader(pathToFileURL(join(__dirname, 'x.mjs')).href) as (path: string) => {
    chromiumArgs: string[];
  };
  expect(load('../chromium.ts').chromiumArgs).toContain('--no-sandbox');
});

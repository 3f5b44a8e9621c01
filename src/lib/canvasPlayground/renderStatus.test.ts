import {renderStatusText} from './renderStatus';

describe('renderStatusText', () => {
  it('says a render is running until its time is known', () => {
    expect(renderStatusText(true, 12)).toBe('Rendering…');
    expect(renderStatusText(false, undefined)).toBe('Rendering…');
  });

  it('gives the time in whole milliseconds, and under one as "<1"', () => {
    expect(renderStatusText(false, 0.4)).toBe('Rendered in <1 ms');
    expect(renderStatusText(false, 1)).toBe('Rendered in 1 ms');
    expect(renderStatusText(false, 41.6)).toBe('Rendered in 42 ms');
  });
});

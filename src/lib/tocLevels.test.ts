import {activeHeading, tocForPanel} from './tocLevels';

describe('tocForPanel', () => {
  it('keeps level 2 and 3 headings only, in order', () => {
    const toc = [
      {id: 'a', value: 'A', level: 2},
      {id: 'b', value: 'B', level: 3},
      {id: 'c', value: 'C', level: 4},
      {id: 'd', value: 'D', level: 1},
      {id: 'e', value: 'E', level: 2},
    ];
    expect(tocForPanel(toc).map((entry) => entry.id)).toEqual(['a', 'b', 'e']);
  });
});

describe('activeHeading', () => {
  it('highlights the last heading that reached the band', () => {
    expect(
      activeHeading([
        {id: 'a', top: -400},
        {id: 'b', top: 90},
        {id: 'c', top: 600},
      ]),
    ).toBe('b');
  });
  it('highlights the first heading before the reader reaches any', () => {
    expect(
      activeHeading([
        {id: 'a', top: 300},
        {id: 'b', top: 900},
      ]),
    ).toBe('a');
  });
  it('has nothing to highlight without headings', () => {
    expect(activeHeading([])).toBeUndefined();
  });
});

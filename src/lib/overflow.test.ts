import {overflows} from './overflow';

const box = {scrollWidth: 800, clientWidth: 390, scrollHeight: 700, clientHeight: 700};

test('a box scrolls along an axis when its content is larger than the box', () => {
  expect(overflows(box, 'x')).toBe(true);
  expect(overflows(box, 'y')).toBe(false);
  expect(overflows({...box, scrollHeight: 1400}, 'y')).toBe(true);
});

test('a one-pixel rounding difference is not scrolling', () => {
  expect(overflows({...box, scrollWidth: 391}, 'x')).toBe(false);
});

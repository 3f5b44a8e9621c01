import {compareText} from './compareText';

it('orders ignoring case first, then by code unit, as a sort comparator', () => {
  expect(
    ['forms', 'AI components', 'Courier', 'ai components', 'API keys'].sort(compareText),
  ).toEqual(['AI components', 'ai components', 'API keys', 'Courier', 'forms']);
  expect(compareText('2026-01-10', '2025-11-02')).toBe(1);
  expect(compareText('Security', 'Security')).toBe(0);
});

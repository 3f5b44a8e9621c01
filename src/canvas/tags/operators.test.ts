import {renderCanvas} from '../render';
import {OPERATOR_RANKS} from './operators';

describe('operator precedence as in Twig 3', () => {
  it.each([
    ["{{ name ?? 'Guest' ~ '!' }}", 'Ada!'],
    ["{{ missing ?? 'Guest' ~ '!' }}", 'Guest!'],
    ['{{ 2 * 3 ** 2 }}', '18'],
    ['{{ 2 ** 3 ** 2 }}', '512'],
    ["{{ 'Total: ' ~ (1 + 2) }}", 'Total: 3'],
    ["{{ 'Total: ' ~ 2 * 3 }}", 'Total: 6'],
    ["{{ not 1 == 2 ? 'yes' : 'no' }}", 'no'],
    ["{{ not (1 == 2) ? 'yes' : 'no' }}", 'yes'],
    ["{{ true or false and false ? 'yes' : 'no' }}", 'yes'],
    ['{{ 10 - 2 - 3 }}', '5'],
    ["{{ (1..3)|join(',') }}", '1,2,3'],
    ["{{ 'a' in ['a'] and 2 > 1 ? 'yes' : 'no' }}", 'yes'],
  ])('%s → %s', (template, expected) => {
    expect(renderCanvas(template, {data: {name: 'Ada'}})).toBe(expected);
  });

  it('keeps the ternary operator and the comma loosest', () => {
    const loosest = Math.max(...Object.values(OPERATOR_RANKS).map(([rank]) => rank));
    expect(loosest).toBeLessThan(16);
  });
});

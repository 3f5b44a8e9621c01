import {contrastRatio} from './contrast';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  it.each(
    theme.styles
      .filter((entry) => entry.style.color)
      .map((entry) => [entry.types.join(', '), entry.style.color as string]),
  )('colours %s with AA contrast (%s)', (_types, colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
  it('colours plain text with AA contrast', () => {
    expect(contrastRatio(theme.plain.color ?? '#000000', background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(40, 42, 54)', '#282a36')).toBeCloseTo(1, 5);
  });
});

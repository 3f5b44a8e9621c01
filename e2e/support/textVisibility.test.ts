import {
  contrastOf,
  paintOver,
  parseColour,
  unreadableBecause,
  unreadableTextScript,
} from './textVisibility';

const white = {r: 255, g: 255, b: 255, a: 1};
const indigo = {r: 79, g: 70, b: 229, a: 1};

describe('the unreadable-text check', () => {
  test('reads the colours a browser computes', () => {
    expect(parseColour('rgb(79, 70, 229)')).toEqual(indigo);
    expect(parseColour('rgba(0, 0, 0, 0)')).toEqual({r: 0, g: 0, b: 0, a: 0});
    expect(parseColour('transparent')).toEqual({r: 0, g: 0, b: 0, a: 0});
    expect(parseColour('rgb(28 30 33 / 50%)')).toEqual({r: 28, g: 30, b: 33, a: 0.5});
    expect(parseColour('color(display-p3 1 0 0)')).toBeNull();
  });

  test('paints a translucent colour over the one below', () => {
    expect(paintOver({r: 0, g: 0, b: 0, a: 0.5}, white)).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });

  test('computes the WCAG contrast ratio', () => {
    expect(contrastOf(white, {r: 0, g: 0, b: 0, a: 1})).toBeCloseTo(21, 5);
    expect(contrastOf(indigo, indigo)).toBe(1);
  });

  test('flags transparent text, such as a pill whose text colour is a transparent variable', () => {
    expect(unreadableBecause({r: 0, g: 0, b: 0, a: 0}, indigo)).toBe('transparent');
  });

  test('flags text in the colour of its background, and passes text that can be seen', () => {
    expect(unreadableBecause(indigo, indigo)).toBe('same as background');
    expect(unreadableBecause({r: 250, g: 250, b: 250, a: 1}, white)).toBe('same as background');
    expect(unreadableBecause(white, indigo)).toBeNull();
    expect(unreadableBecause({r: 28, g: 30, b: 33, a: 1}, white)).toBeNull();
  });

  test('the in-page script defines every helper the scan calls', () => {
    for (const name of ['parseColour', 'paintOver', 'contrastOf', 'unreadableBecause'])
      expect(unreadableTextScript()).toContain(`const ${name} =`);
  });

  test('the in-page script scans the element a selector names, or the whole body', () => {
    expect(unreadableTextScript('main')).toMatch(/\)\("main"\);\s*\}\)\(\)$/);
    expect(unreadableTextScript()).toMatch(/\)\(null\);\s*\}\)\(\)$/);
    // A selector is passed as a string literal, never as code.
    expect(unreadableTextScript('a")(alert(1)')).toContain('("a\\")(alert(1)")');
  });
});

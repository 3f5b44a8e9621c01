import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss, cssVariableCodeTheme} from './codeThemeCss';

const light: PrismTheme = {
  plain: {color: '#393A34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#636c76', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#00009f'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#F8F8F2', backgroundColor: '#282A36'},
  styles: [{types: ['keyword'], style: {color: 'rgb(189, 147, 249)', fontStyle: 'italic'}}],
};

describe('codeThemeCss', () => {
  const css = codeThemeCss({light, dark});

  it('sets the plain colours of each mode as the variables the configured theme uses', () => {
    expect(css).toContain(
      "[data-theme='light'] { --code-color: #393A34; --code-background: #f6f8fa; }",
    );
    expect(css).toContain(
      "[data-theme='dark'] { --code-color: #F8F8F2; --code-background: #282A36; }",
    );
    expect(cssVariableCodeTheme.plain).toEqual({
      color: 'var(--code-color)',
      backgroundColor: 'var(--code-background)',
    });
  });

  it('writes one rule per theme entry, every type a selector, properties in CSS case', () => {
    expect(css).toContain(
      "[data-theme='light'] .prism-code .token.comment, [data-theme='light'] .prism-code .token.prolog { color: #636c76; font-style: italic; }",
    );
    expect(css).toContain(
      "[data-theme='dark'] .prism-code .token.keyword { color: rgb(189, 147, 249); font-style: italic; }",
    );
  });

  it('keeps the theme order, so a later entry for the same type wins', () => {
    expect(css.indexOf('.token.comment')).toBeLessThan(
      css.indexOf("light'] .prism-code .token.keyword"),
    );
  });

  it('keeps the dark colours for screens and prints a dark-mode page in the light colours', () => {
    const [screenPart, printPart = ''] = css.split('@media print {');
    expect(screenPart).toContain(
      "@media screen {\n[data-theme='dark'] { --code-color: #F8F8F2; --code-background: #282A36; }",
    );
    expect(printPart).toContain(
      "[data-theme='dark'] { --code-color: #393A34; --code-background: #f6f8fa; }",
    );
    expect(printPart).toContain(
      "[data-theme='dark'] .prism-code .token.keyword { color: #00009f; }",
    );
    expect(printPart).not.toContain('rgb(189, 147, 249)');
  });

  it('gives tokens no inline style: the configured theme has no token styles', () => {
    expect(cssVariableCodeTheme.styles).toEqual([]);
  });
});

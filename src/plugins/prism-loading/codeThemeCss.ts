/**
 * Code colours as a stylesheet rather than inline styles. The code themes become CSS rules under
 * `[data-theme='light']` and `[data-theme='dark']`, and the Prism theme the site configures
 * (`cssVariableCodeTheme`) refers only to two CSS variables. A code block's markup is then the same
 * in both colour modes, so the server's highlighted lines are right in either mode and the browser
 * need not highlight them again after loading.
 */
import type {PrismTheme} from 'prism-react-renderer';

/** The theme to configure as both `prism.theme` and `prism.darkTheme`: tokens carry classes only. */
export const cssVariableCodeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

const kebab = (property: string): string =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Readonly<Record<string, unknown>>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebab(property)}: ${String(value)};`)
    .join(' ');
}

/** Rules of one colour mode, in the theme's order, so a later entry wins as it does in the theme. */
function modeRules(mode: string, theme: PrismTheme): string[] {
  const scope = `[data-theme='${mode}']`;
  const plain = `${scope} { --code-color: ${theme.plain.color ?? 'inherit'}; --code-background: ${theme.plain.backgroundColor ?? 'transparent'}; }`;
  return [
    plain,
    ...theme.styles.map((entry) => {
      const selectors = entry.types.map((type) => `${scope} .prism-code .token.${type}`);
      return `${selectors.join(', ')} { ${declarations(entry.style)} }`;
    }),
  ];
}

/**
 * The dark colours are for screens only: on paper a dark-mode page prints its code in the light
 * colours, which are made for a white background.
 */
export function codeThemeCss(themes: {light: PrismTheme; dark: PrismTheme}): string {
  return (
    [
      ...modeRules('light', themes.light),
      '@media screen {',
      ...modeRules('dark', themes.dark),
      '}',
      '@media print {',
      ...modeRules('light', themes.light).map((rule) =>
        rule.replaceAll("[data-theme='light']", "[data-theme='dark']"),
      ),
      '}',
    ].join('\n') + '\n'
  );
}

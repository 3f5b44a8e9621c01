/**
 * Code block colours: Prism's GitHub (light) and Dracula (dark) themes with
 * the token colours that fall below WCAG AA contrast (4.5:1) darkened or
 * lightened. codeThemes.test.ts checks every token against its background.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const LIGHT_FIXES: Readonly<Record<string, string>> = {
  '#999988': '#636c76',
  '#e3116c': '#c4105e',
  '#36acaa': '#1b7c83',
  '#00a4db': '#0969a2',
  '#d73a49': '#b31d28',
};

const DARK_FIXES: Readonly<Record<string, string>> = {
  'rgb(98, 114, 164)': '#9aa5ce',
};

function withColours(theme: PrismTheme, fixes: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && fixes[colour]
        ? {...entry, style: {...entry.style, color: fixes[colour]}}
        : entry;
    }),
  };
}

export const lightCodeTheme = withColours(themes.github, LIGHT_FIXES);
export const darkCodeTheme = withColours(themes.dracula, DARK_FIXES);

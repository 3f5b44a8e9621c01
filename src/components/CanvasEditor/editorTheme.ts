import {EditorView} from '@codemirror/view';

/** The class of the line an error points at. */
export const ERROR_LINE_CLASS = 'cm-canvas-error-line';

const dark = "html[data-theme='dark'] &";

/**
 * The editor's look, in the site's colours for both themes. It lives here,
 * in the lazily loaded editor code, rather than in a CSS file, because the
 * site's stylesheet is loaded by every page.
 */
export const editorTheme = EditorView.theme({
  '&': {
    '--canvas-keyword': '#8839c4',
    '--canvas-string': '#0a7a3a',
    '--canvas-number': '#b0480a',
    '--canvas-name': '#1f5fa8',
    '--canvas-operator': '#6a4500',
    maxHeight: '24rem',
    border: '1px solid var(--ifm-color-emphasis-400)',
    borderRadius: 'var(--ifm-code-border-radius)',
    background: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
    fontSize: '0.875rem',
  },
  [dark]: {
    '--canvas-keyword': '#d7a8ff',
    '--canvas-string': '#8fe0a8',
    '--canvas-number': '#ffb37a',
    '--canvas-name': '#9ecbff',
    '--canvas-operator': '#f0d07a',
  },
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '1px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.5'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)'},
  '.cm-cursor, .cm-dropCursor': {borderLeftColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {
    background: 'var(--ifm-color-emphasis-100)',
    color: 'var(--ifm-color-emphasis-700)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-activeLine, .cm-activeLineGutter': {background: 'var(--ifm-color-emphasis-100)'},
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    {background: 'var(--ifm-color-primary-lightest)'},
  [`${dark}.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, ${dark} .cm-selectionBackground`]:
    {background: 'var(--ifm-color-primary-darkest)'},
  '.tok-keyword': {color: 'var(--canvas-keyword)'},
  '.tok-string, .tok-string2': {color: 'var(--canvas-string)'},
  '.tok-number, .tok-atom, .tok-bool': {color: 'var(--canvas-number)'},
  '.tok-comment': {color: 'var(--ifm-color-emphasis-700)', fontStyle: 'italic'},
  '.tok-variableName, .tok-propertyName': {color: 'var(--canvas-name)'},
  '.tok-operator, .tok-punctuation': {color: 'var(--canvas-operator)'},
  [`.${ERROR_LINE_CLASS}, .${ERROR_LINE_CLASS}.cm-activeLine`]: {
    background: 'var(--ifm-color-danger-contrast-background)',
    boxShadow: 'inset 3px 0 0 var(--ifm-color-danger)',
  },
});

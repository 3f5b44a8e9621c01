/**
 * A string only Prism carries in the built scripts: the `lookbehind` option of its grammars, which
 * its core reads and nearly every language sets. The stock template's `main.js` contains it.
 */
export const PRISM_MARKER = 'lookbehind';

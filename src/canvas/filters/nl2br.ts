import type {FilterDefinition} from '../types';
import {escapeHtml} from '../escapeHtml';
import {isMarkup, toText} from './values';

/**
 * `nl2br`: inserts `<br />` before each line break. As in Twig, plain text
 * is HTML-escaped first and values already marked safe (`raw`, `escape`) are
 * not; the result is safe HTML.
 */
export const nl2br: FilterDefinition = {
  name: 'nl2br',
  safe: true,
  create: () => (value) => {
    const html = isMarkup(value) ? String(value) : escapeHtml(toText(value, 'nl2br'));
    return html.replace(/\r\n|\r|\n/g, (lineBreak) => `<br />${lineBreak}`);
  },
};

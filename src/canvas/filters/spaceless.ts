import type {FilterDefinition} from '../types';
import {escapeHtml} from '../escapeHtml';
import {isMarkup, toText} from './values';

/**
 * `spaceless` (deprecated in Twig 3.12): removes whitespace between HTML
 * tags. As in Twig, plain text is HTML-escaped first and the result is safe.
 */
export const spaceless: FilterDefinition = {
  name: 'spaceless',
  safe: true,
  create: () => (value) => {
    const html = isMarkup(value) ? String(value) : escapeHtml(toText(value, 'spaceless'));
    return html.replace(/>\s+</g, '><').trim();
  },
};

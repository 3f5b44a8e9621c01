import type {FilterDefinition} from '../types';
import {isIterable, toNumber, toText, typeName, unwrap} from './values';

/** Characters of scripts written without spaces between words: each one counts as a word. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** The number of words in a text after removing HTML tags, comments and entities. */
export function countWords(html: string): number {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .replace(/&[A-Za-z0-9#]+;/g, '');
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words + cjk;
}

/**
 * `reading_time(words_per_minute = 200)`: the minutes it takes to read a text
 * (HTML tags are ignored), rounded up, at least 1.
 */
export const reading_time: FilterDefinition = {
  name: 'reading_time',
  platform: true,
  create: () => (value, args) => {
    const raw = unwrap(value);
    if (isIterable(raw))
      throw new Error(`The "reading_time" filter expects text, got "${typeName(raw)}".`);
    const speed =
      args[0] === null || args[0] === undefined ? 200 : toNumber(args[0], 'reading_time');
    if (!(speed > 0))
      throw new Error(
        `The "reading_time" filter expects a positive number of words per minute, got ${String(args[0])}.`,
      );
    return Math.max(1, Math.ceil(countWords(toText(raw, 'reading_time')) / speed));
  },
};

import type {FilterDefinition} from '../types';
import {toText} from './values';

const CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;
/** Unicode "case-ignorable" characters: apostrophes, periods and marks do not start a new word. */
const CASE_IGNORABLE =
  /[\p{Mn}\p{Me}\p{Cf}\p{Lm}\p{Sk}'.:\u00B7\u0387\u05F4\u2018\u2019\u2024\u2027\uFE13\uFE52\uFE55\uFF07\uFF0E\uFF1A]/u;

/**
 * Title case as PHP's mb_convert_case(MB_CASE_TITLE): the first cased letter
 * after anything that is neither a letter nor case-ignorable is uppercased,
 * every other letter lowercased ("world-wide" gives "World-Wide", "o'neil" gives "O'neil").
 */
export function titleCase(text: string): string {
  let inWord = false;
  let out = '';
  for (const character of text) {
    if (CASED.test(character)) {
      out += inWord ? character.toLowerCase() : character.toUpperCase();
      inWord = true;
    } else {
      out += character;
      if (!CASE_IGNORABLE.test(character)) inWord = false;
    }
  }
  return out;
}

/** `title`: every word starting with an uppercase letter, the rest lowercase; null gives ''. */
export const title: FilterDefinition = {
  name: 'title',
  create: () => (value) => titleCase(toText(value, 'title')),
};

import type {FilterDefinition} from '../types';
import {toText} from './values';

/** What trim removes when given no characters: space, tab, newline, carriage return, NUL and vertical tab. */
const WHITESPACE = ' \t\n\r\0\x0B';

/** The set of characters a PHP trim mask names; "a..z" is a range. */
export function maskCharacters(mask: string): Set<string> {
  const characters = Array.from(mask);
  const set = new Set<string>();
  for (let i = 0; i < characters.length; i += 1) {
    const from = characters[i] as string;
    if (characters[i + 1] === '.' && characters[i + 2] === '.' && i + 3 < characters.length) {
      const to = characters[i + 3] as string;
      for (
        let code = from.codePointAt(0) as number;
        code <= (to.codePointAt(0) as number);
        code += 1
      )
        set.add(String.fromCodePoint(code));
      i += 3;
    } else {
      set.add(from);
    }
  }
  return set;
}

/** `trim(characters = whitespace, side = 'both')`: removes the characters from the start, the end, or both. */
export const trim: FilterDefinition = {
  name: 'trim',
  create: () => (value, args) => {
    const characters = Array.from(toText(value, 'trim'));
    const mask = maskCharacters(
      args[0] === null || args[0] === undefined ? WHITESPACE : toText(args[0], 'trim'),
    );
    const side = args[1] === null || args[1] === undefined ? 'both' : toText(args[1], 'trim');
    if (side !== 'both' && side !== 'left' && side !== 'right') {
      throw new Error('Trimming side must be "left", "right" or "both".');
    }
    let start = 0;
    let end = characters.length;
    if (side !== 'right') while (start < end && mask.has(characters[start] as string)) start += 1;
    if (side !== 'left') while (end > start && mask.has(characters[end - 1] as string)) end -= 1;
    return characters.slice(start, end).join('');
  },
};

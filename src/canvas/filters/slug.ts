import type {FilterDefinition} from '../types';
import {toText} from './values';

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
};

/**
 * A URL slug: lowercase ASCII letters and digits, accents removed ("Crème
 * brûlée" gives "creme-brulee"), every other run of characters one separator,
 * no separator at either end.
 */
export function slugify(text: string, separator = '-'): string {
  const ascii = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðłþıħŧŋĸ]/g, (letter) => LETTERS[letter] ?? letter);
  const words = ascii.split(/[^a-z0-9]+/).filter((word) => word !== '');
  return words.join(separator);
}

/** `slug(separator = '-')`: the text as a URL slug. */
export const slug: FilterDefinition = {
  name: 'slug',
  platform: true,
  create: () => (value, args) =>
    slugify(
      toText(value, 'slug'),
      args[0] === null || args[0] === undefined ? '-' : toText(args[0], 'slug'),
    ),
};

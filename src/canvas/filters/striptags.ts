import type {FilterDefinition} from '../types';
import {toText} from './values';

const COMMENTS_AND_PHP = /<!--[\s\S]*?-->|<\?(?:php)?[\s\S]*?\?>/gi;
const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>?/gi;

/** The tag names an `allowed_tags` argument keeps: '<b><i>' gives b and i. */
export function allowedTagNames(allowed: string): Set<string> {
  return new Set(
    [...allowed.toLowerCase().matchAll(/<([a-z][a-z0-9]*)>/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * PHP's strip_tags: HTML and PHP tags and HTML comments removed, the allowed tags kept with their
 * attributes. Repeated until nothing changes, so a tag split by another (`<<b>script>`) goes too.
 */
export function stripTags(text: string, allowed: ReadonlySet<string>): string {
  let before: string;
  let after = text;
  do {
    before = after;
    after = before
      .replace(COMMENTS_AND_PHP, '')
      .replace(TAG, (tag, name: string) => (allowed.has(name.toLowerCase()) ? tag : ''));
  } while (after !== before);
  return after;
}

/**
 * `striptags(allowed_tags = '')`: the text without its tags. Canvas' own, because Twig.js' prints
 * "Object" when the value is safe markup: the output of `raw`, `nl2br` or a Canopy function.
 */
export const striptags: FilterDefinition = {
  name: 'striptags',
  create: () => (value, args) =>
    stripTags(toText(value, 'striptags'), allowedTagNames(toText(args[0] ?? '', 'striptags'))),
};

import {locationOf} from './sourceLocation';
import type {SourceLocation} from './protocol';

/** A `{{ … }}`, `{% … %}` or `{# … #}` tag of a template and where it starts. */
export interface TemplateTag {
  readonly text: string;
  readonly offset: number;
  /** The first word of a `{% %}` tag ("if", "endfor"), '' for other tags. */
  readonly keyword: string;
}

const TAG = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;

export function templateTags(template: string): TemplateTag[] {
  return [...template.matchAll(TAG)].map((match) => ({
    text: match[0],
    offset: match.index,
    keyword: match[0].startsWith('{%') ? (/^\{%-?~?\s*(\w+)/.exec(match[0])?.[1] ?? '') : '',
  }));
}

/** Tags that need an end tag; `set` only in its block form (`{% set x %}…{% endset %}`). */
const BLOCK_TAGS = new Set([
  'if',
  'for',
  'block',
  'macro',
  'spaceless',
  'filter',
  'apply',
  'autoescape',
  'embed',
  'with',
  'verbatim',
  'form',
]);

function opensBlock(tag: TemplateTag): boolean {
  if (tag.keyword === 'set') return !tag.text.includes('=');
  return BLOCK_TAGS.has(tag.keyword);
}

/** The first tag that closes nothing open, or else the innermost tag left open; undefined when tags pair up. */
export function unbalancedTag(tags: readonly TemplateTag[]): TemplateTag | undefined {
  const open: TemplateTag[] = [];
  for (const tag of tags) {
    if (opensBlock(tag)) {
      open.push(tag);
    } else if (tag.keyword.startsWith('end')) {
      const top = open[open.length - 1];
      if (!top || `end${top.keyword}` !== tag.keyword) return tag;
      open.pop();
    }
  }
  return open[open.length - 1];
}

/** Whether the engine's message is about a missing end tag, which a tag tried alone always raises. */
const MISSING_END = /end tag|endblock|Unable to find an end/i;
const CONTINUATIONS = new Set(['else', 'elseif', 'elif']);

/**
 * Finds where a template goes wrong, from the engine's message and, when that
 * names no place, by trying each tag on its own: the first tag that fails
 * alone is the one to look at.
 *
 * @param failsAlone runs one tag as a template and returns its error message, or undefined when it runs
 */
export function locateTemplateError(
  template: string,
  engineMessage: string,
  failsAlone: (tag: string) => string | undefined,
): SourceLocation | undefined {
  const position = /opened near template position (\d+)/.exec(engineMessage)?.[1];
  // Twig.js counts from the character after the opening bracket.
  if (position !== undefined) return locationOf(template, Math.max(0, Number(position) - 2));

  const filter = /Unable to find filter (\w+)/.exec(engineMessage)?.[1];
  if (filter !== undefined) {
    const at = new RegExp(`\\|\\s*${filter}\\b`).exec(template);
    if (at) return locationOf(template, at.index + at[0].indexOf(filter));
  }
  const fn =
    /(\w+) function does not exist/.exec(engineMessage)?.[1] ??
    /Unable to find function (\w+)/.exec(engineMessage)?.[1];
  if (fn !== undefined) {
    const at = new RegExp(`\\b${fn}\\s*\\(`).exec(template);
    if (at) return locationOf(template, at.index);
  }

  const tags = templateTags(template);
  const unbalanced = unbalancedTag(tags);
  if (unbalanced) return locationOf(template, unbalanced.offset);

  for (const tag of tags.slice(0, 300)) {
    if (tag.text.startsWith('{#') || CONTINUATIONS.has(tag.keyword)) continue;
    if (tag.keyword.startsWith('end')) continue;
    const message = failsAlone(tag.text);
    if (message !== undefined && !MISSING_END.test(message))
      return locationOf(template, tag.offset);
  }
  return undefined;
}

/**
 * Markup in a query is not something to search for: `<img src=x onerror=alert(1)>`
 * names no page. Removed before the query is cut into words: tags with
 * attributes, closing tags, comments, and script and style elements with their
 * content. A bare tag keeps its name (`<br>` is a reader asking about line
 * breaks), and a tag cut short by the input's length cap still counts as a tag.
 */

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG_WITH_ATTRIBUTES = /<[a-z][\w:-]*\s[^>]*(?:>|$)/gi;
const CLOSING_TAG = /<\/[a-z][\w:-]*\s*>/gi;
const BARE_TAG = /<([a-z][\w:-]*)\s*\/?>/gi;

export function withoutMarkup(query: string): string {
  if (!query.includes('<')) return query;
  return query
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(COMMENT, ' ')
    .replace(TAG_WITH_ATTRIBUTES, ' ')
    .replace(CLOSING_TAG, ' ')
    .replace(BARE_TAG, ' $1 ');
}

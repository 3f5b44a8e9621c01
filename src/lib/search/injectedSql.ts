/**
 * SQL pasted into a query to break a database (`'; DROP TABLE users; --`,
 * `" OR "1"="1`) is not something to search for: these docs have no SQL, and a
 * page that happens to say "table" and "posts" does not answer it. Removed
 * before the query is cut into words, as markup is (markup.ts); the rest of the
 * query is searched as usual (`how do I log in" OR "1"="1` is "how do I log in").
 */

/** A statement opened after a closing quote or a semicolon, to the end of the query. */
const STATEMENT =
  /;\s*(?:(?:drop|truncate|alter)\s+table|delete\s+from|insert\s+into|update\s+\w+\s+set|select\s+\S+\s+from|exec)\b[\s\S]*$/gi;
/** An always-true comparison: `OR 1=1`, `" OR "1"="1`, `' or 'a'='a`. */
const TAUTOLOGY = /['"`]?\s*\b(?:or|and)\s+(['"`]?)(\w+)\1\s*=\s*\1\2\1?['"`]?/gi;
/** `UNION SELECT …` and what follows. */
const UNION_SELECT = /\bunion\s+(?:all\s+)?select\b[\s\S]*$/gi;
/** A comment that cuts the rest of a statement off: `--` after a quote or a semicolon. */
const TRAILING_COMMENT = /(?:['"`;])\s*--[\s\S]*$/g;

export function withoutInjectedSql(query: string): string {
  if (!/['"`;=]/.test(query)) return query;
  return query
    .replace(STATEMENT, ' ')
    .replace(UNION_SELECT, ' ')
    .replace(TAUTOLOGY, ' ')
    .replace(TRAILING_COMMENT, ' ');
}

/**
 * Validates a guide's frontmatter (`title`, `description`, `slug`, `authors` and `tags` from
 * the site's lists, `createdAt` as YYYY-MM-DD, optional `featured`) and maps its
 * `createdAt` to the `date` the blog plugin sorts and displays by. Every
 * failure names the file and the field, so an author knows what to fix.
 */
export interface GuideVocabulary {
  readonly tags: ReadonlySet<string>;
  readonly authors: ReadonlySet<string>;
}

export class GuideFrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Invalid guide front matter in ${file}: field "${field}" ${problem}`);
    this.name = 'GuideFrontMatterError';
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(`${value.trim()}T00:00:00Z`);
  // Reject dates such as 2025-02-30 that Date would roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.trim())
    ? value.trim()
    : undefined;
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return undefined;
  return value;
}

export function guideFrontMatter(
  file: string,
  frontMatter: Readonly<Record<string, unknown>>,
  vocabulary: GuideVocabulary,
): Record<string, unknown> {
  const fail = (field: string, problem: string): never => {
    throw new GuideFrontMatterError(file, field, problem);
  };
  for (const field of ['title', 'description'] as const) {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '')
      fail(field, 'is required and must be a non-empty string');
  }
  if (frontMatter.createdAt === undefined)
    fail('createdAt', 'is required (a date such as 2026-03-14)');
  const createdAt = isoDate(frontMatter.createdAt);
  if (createdAt === undefined)
    fail(
      'createdAt',
      `must be a valid date in YYYY-MM-DD form (got ${JSON.stringify(String(frontMatter.createdAt))})`,
    );
  if (frontMatter.date !== undefined) fail('date', 'is not used by guides: set createdAt instead');
  if (
    frontMatter.slug !== undefined &&
    (typeof frontMatter.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(frontMatter.slug))
  ) {
    fail('slug', 'must be lowercase words joined by hyphens');
  }
  if (frontMatter.featured !== undefined && typeof frontMatter.featured !== 'boolean')
    fail('featured', 'must be true or false');

  const tags = stringList(frontMatter.tags) ?? fail('tags', 'must be a list of tag keys');
  if (tags.length === 0) fail('tags', 'must name at least one tag');
  for (const tag of tags) {
    if (!vocabulary.tags.has(tag))
      fail('tags', `has unknown tag "${tag}" (known: ${[...vocabulary.tags].join(', ')})`);
  }
  const authors =
    stringList(frontMatter.authors) ?? fail('authors', 'must be a list of author keys');
  if (authors.length === 0) fail('authors', 'must name at least one author');
  for (const author of authors) {
    if (!vocabulary.authors.has(author))
      fail(
        'authors',
        `has unknown author "${author}" (known: ${[...vocabulary.authors].join(', ')})`,
      );
  }
  return {...frontMatter, date: createdAt, createdAt};
}

import {createEngine, keepsFirstLetter, maxTypos, typosWhereUnknown} from './engine';
import {expandIndex, INDEX_FORMAT_VERSION, type CompactPage} from './indexFormat';
import {analyzeQuery} from './query';
import {records} from './__fixtures__/records';

const engine = createEngine(records);

/** An engine over a few pages written for one test. */
function engineOver(pages: CompactPage[]) {
  return createEngine(expandIndex({version: INDEX_FORMAT_VERSION, site: 'https://x.dev', pages}));
}

/** The page paths `over` answers `query` with, best first. */
function pagePaths(over: ReturnType<typeof createEngine>, query: string): string[] {
  return over.search(query).hits.map((hit) => new URL(hit.record.url).pathname);
}

function paths(query: string, limit = 20): string[] {
  return engine
    .search(query, {limit})
    .hits.map((hit) => new URL(hit.record.url).pathname + new URL(hit.record.url).hash);
}

describe('ranking', () => {
  test('an exact reference name comes first: `date` finds the date filter and function before pages that mention dates', () => {
    const found = paths('date');
    expect(found.slice(0, 2).sort()).toEqual([
      '/docs/canvas/filters/date',
      '/docs/canvas/functions/date',
    ]);
    expect(found.indexOf('/docs/canvas/filters/date_modify')).toBeGreaterThan(1);
    expect(found.indexOf('/guides/schedule-posts')).toBeGreaterThan(
      found.indexOf('/docs/canvas/filters/date_modify'),
    );
  });

  test('titles, then headings, then text', () => {
    const hits = engine.search('dates').hits.map((hit) => hit.record.type);
    const firstContent = hits.indexOf('content');
    const lastHeading = hits.lastIndexOf('lvl2');
    expect(lastHeading).toBeGreaterThanOrEqual(0);
    expect(firstContent === -1 || firstContent > lastHeading).toBe(true);
  });

  test('json_encode, json encode and jsonencode find the same page first', () => {
    for (const query of ['json_encode', 'json encode', 'jsonencode', 'JSON_ENCODE']) {
      expect(paths(query)[0]).toBe('/docs/canvas/filters/json_encode');
    }
  });

  test('the last word matches as a prefix while it is typed', () => {
    expect(paths('json_en')[0]).toBe('/docs/canvas/filters/json_encode');
    expect(paths('courier pu')).toContain('/docs/courier/commands#courier-push');
    // ...but a word before the last is whole: `cour` is not `courier`, and no page has it.
    expect(paths('courier push')).toContain('/docs/courier/commands#courier-push');
    const hits = engine.search('cour push').hits;
    expect(hits.some((hit) => (hit.matches[0]?.docTerms.size ?? 0) > 0)).toBe(false);
  });

  test('typo tolerance: one typo from 4 letters, two from 7, none below 4', () => {
    expect(paths('dste')).toContain('/docs/canvas/filters/date');
    expect(paths('webhok')).toContain('/api/admin/webhooks/create');
    expect(paths('timestmap')).toContain('/docs/canvas/filters/date');
    expect(paths('frm')).not.toContain('/docs/canvas/tags/form');
    expect(paths('fprm')).toContain('/docs/canvas/tags/form');
  });

  test('exact matches rank before typo matches', () => {
    expect(paths('form')[0]).toBe('/docs/canvas/tags/form');
  });

  test('every word must match when some page has them all; a word no page has means no answer', () => {
    expect(paths('date function')[0]).toBe('/docs/canvas/functions/date');
    expect(paths('date function')).not.toContain('/docs/canvas/filters/date');
    expect(paths('zzzz date')).toEqual([]);
  });

  test('a section is not a hit for its page title alone', () => {
    expect(paths('date')).not.toContain('/docs/canvas/filters/date#arguments');
    expect(paths('date format')).toContain('/docs/canvas/filters/date#arguments');
  });

  test('one hit per URL, and the limit', () => {
    const all = paths('date');
    expect(new Set(all).size).toBe(all.length);
    expect(paths('date', 2)).toHaveLength(2);
    expect(engine.search('date', {limit: 2}).nbHits).toBe(all.length);
  });

  test('queries of only spaces or punctuation find nothing and do not throw', () => {
    for (const query of ['', '   ', '.*+?[](){}|\\^$', '"\'', '🙂🙂']) {
      expect(engine.search(query).hits).toEqual([]);
    }
  });

  test('markup in a query is only text', () => {
    expect(() => engine.search('<img src=x onerror=alert(1)>')).not.toThrow();
    expect(paths('<script>')[0]).toBe('/docs/canvas/filters/json_encode');
  });
});

describe('no answer', () => {
  test.each([
    'kubernetes helm chart',
    'best pizza near me',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'the',
    'x',
  ])('%s finds nothing', (query) => {
    expect(engine.search(query)).toEqual({hits: [], nbHits: 0});
  });

  test('a misspelt word still finds its page', () => {
    expect(paths('webhok')[0]).toBe('/api/admin/webhooks/create');
    expect(paths('json encdoe')[0]).toBe('/docs/canvas/filters/json_encode');
  });

  test('a typo keeps the first letter, or swaps it with the second', () => {
    expect(keepsFirstLetter('dste', 'date')).toBe(true);
    expect(keepsFirstLetter('lsit', 'list')).toBe(true);
    expect(keepsFirstLetter('gate', 'date')).toBe(false);
    expect(paths('gate')).toEqual([]);
  });

  test('a word the site has is taken as typed, not as its neighbours', () => {
    const vocabulary = new Set(['date', 'data']);
    const [date] = analyzeQuery('date ');
    const [dte] = analyzeQuery('dtae ');
    expect(date && typosWhereUnknown(date, vocabulary).terms[0]?.typos).toBe(0);
    expect(dte && typosWhereUnknown(dte, vocabulary).terms[0]?.typos).toBe(1);
  });

  test('a word the site lacks, as typed and by its stem, has its stem searched with typos too', () => {
    const vocabulary = new Set(['email', 'emailed']);
    const typosOf = (query: string) => {
      const [group] = analyzeQuery(query);
      return (
        group && typosWhereUnknown(group, vocabulary).terms.map(({term, typos}) => [term, typos])
      );
    };
    expect(typosOf('emiled ')).toEqual([
      ['emiled', 1],
      ['emil', 1],
    ]);
    expect(typosOf('emailed ')).toEqual([
      ['emailed', 0],
      ['email', 0],
    ]);
    // A stem under four letters has no typos: too many words are one edit from it.
    expect(typosOf('flls ')).toEqual([
      ['flls', 1],
      ['fll', 0],
    ]);
  });

  test('the count is of the pages that answer, not of every page with a word of the query', () => {
    const {hits, nbHits} = engine.search('date', {limit: 100});
    expect(nbHits).toBe(hits.length);
    expect(engine.search('zzzz date').nbHits).toBe(0);
  });
});

describe('typo allowance', () => {
  test.each([
    ['abc', 0],
    ['date', 1],
    ['webhook', 2],
    ['webhok', 1],
    ['timestamp', 2],
  ])('%s allows %i', (term, typos) => expect(maxTypos(term)).toBe(typos));
});

test('a page with the words of a query spread over its title, headings and text is a result', () => {
  // No record of the authentication page has three of the four words; the page has all four.
  const spread = engineOver([
    {
      path: '/api/admin/authentication',
      title: 'Authentication',
      category: 'API reference',
      description: 'Create a project admin key and send it.',
      items: [
        [2, 'Roll a key'],
        'Roll it when it leaks.',
        [2, 'Send it'],
        'Each request sends it.',
      ],
    },
    {
      path: '/guides/printing',
      title: 'Printing',
      category: 'Guides',
      items: ['A request for a roll of admin key paper.'],
    },
  ]);
  const found = spread
    .search('roll admin key request')
    .hits.map((hit) => new URL(hit.record.url).pathname);
  expect(found[0]).toBe('/api/admin/authentication');
  // A page with every word only in its text is not about the query (isAboutEnough).
  expect(found).not.toContain('/guides/printing');
});

test('perPage keeps the best hits of each page and lets the next page come up', () => {
  const all = engine.search('date', {limit: 50}).hits;
  const pageOf = (hit: (typeof all)[number]) => new URL(hit.record.url).pathname;
  const capped = engine.search('date', {limit: 50, perPage: 1}).hits;
  // Every page once, in the order of its best hit.
  expect(capped.map(pageOf)).toEqual([...new Set(all.map(pageOf))]);
  expect(capped.length).toBeLessThan(all.length);
  for (const hit of capped) expect(hit).toEqual(all.find((one) => pageOf(one) === pageOf(hit)));
  // The count is every section's, as the results page (which shows them all) lists them.
  expect(engine.search('date', {limit: 50, perPage: 1}).nbHits).toBe(all.length);
});

test('a misspelt name is an exact match of the heading it means: `markdwn` finds the markdown filter first', () => {
  const misspelt = engineOver([
    {
      path: '/docs/ai-assistants',
      title: 'Use these docs in your assistant',
      category: 'Getting started',
      keywords: 'docs as Markdown',
      items: ['Every page has a Markdown copy.'],
    },
    {
      path: '/docs/canvas/filters/deprecated',
      title: 'Deprecated filters',
      category: 'Canvas filters',
      items: [[2, 'markdown'], 'Use the cms_text function instead of the markdown filter.'],
    },
  ]);
  const first = misspelt.search('markdwn').hits[0];
  expect(first && new URL(first.record.url).hash).toBe('#markdown');
  // As typed, the heading is an exact match already.
  const typed = misspelt.search('markdown').hits[0];
  expect(typed && new URL(typed.record.url).hash).toBe('#markdown');
});

test('a misspelt form of a word the site has only in another form finds its page: `emiled` finds the page on email', () => {
  const forms = engineOver([
    {
      path: '/docs/forms/email',
      title: 'Email a form',
      category: 'Getting started',
      items: ['Each submission is sent as an email to the address you choose.'],
    },
    {
      path: '/docs/forms/spam',
      title: 'Stop spam',
      category: 'Getting started',
      items: ['A hidden field catches bots that fill in every field of a form.'],
    },
  ]);
  const pathsOf = (query: string) => pagePaths(forms, query);
  // "emailed" is on no page; its stem is. As typed, "emiled" is three edits from "email"; its stem
  // "emil" is one. "emaild" is one edit from "email" as typed.
  expect(pathsOf('form submissions emailed')[0]).toBe('/docs/forms/email');
  expect(pathsOf('form submissions emiled')[0]).toBe('/docs/forms/email');
  expect(pathsOf('form submissions emaild')[0]).toBe('/docs/forms/email');
});

test('a question is answered by the page that does what it asks, before one that only has its words', () => {
  const both = engineOver([
    {
      path: '/docs/canvas/filters/split',
      title: 'split',
      category: 'Canvas filters',
      description: 'Splits a string into a list at a delimiter.',
      keywords: 'separate words in a string',
      items: ['Splits a string at each comma.'],
    },
    {
      path: '/docs/canvas/filters/replace',
      title: 'replace',
      category: 'Canvas filters',
      description: 'Replaces parts of a string using a hash.',
      items: ['Each key is searched for and replaced.'],
    },
  ]);
  const first = (query: string) => new URL(both.search(query).hits[0]?.record.url ?? '').pathname;
  expect(first('how do I replace a word in a string')).toBe('/docs/canvas/filters/replace');
  // Misspelt, the verb is the one the pages have.
  expect(first('how do I repace a word in a string')).toBe('/docs/canvas/filters/replace');
  // A name, not a question: both pages have the words; the one with more of them comes first.
  expect(first('separate words string')).toBe('/docs/canvas/filters/split');
});

test('a page with every word of a question only in its text does not answer it', () => {
  const pages = engineOver([
    {
      path: '/guides/add-recaptcha',
      title: 'Add reCAPTCHA to a form',
      category: 'Guides',
      description: 'Protects a form from bots.',
      items: ['Readers who signed up for the newsletter get an email we send.'],
    },
    {
      path: '/guides/send-a-newsletter',
      title: 'Send a newsletter',
      category: 'Guides',
      description: 'Emails everyone who signed up.',
      items: ['Each issue goes out once.'],
    },
  ]);
  const found = (query: string) => pagePaths(pages, query);
  expect(found('send a newsletter email to everyone who signed up')).toEqual([
    '/guides/send-a-newsletter',
  ]);
  // Two words may be looked up in any page's text.
  expect(found('newsletter signed')).toContain('/guides/add-recaptcha');
});

test('a synonym that is a small English word finds the page it names, not every page that says it', () => {
  const site = engineOver([
    {
      path: '/docs/canvas/tags/for',
      title: 'for',
      category: 'Canvas tags',
      description: 'Repeats a section for each item of a sequence.',
      keywords: 'loop, iterate',
      items: ['Each item of the list, in order.'],
    },
    {
      path: '/api/admin/collections/remove',
      title: 'Remove a collection',
      category: 'API reference',
      description: 'Removes a collection for good.',
      items: ['Asks for the collection key.'],
    },
  ]);
  const found = (query: string) => pagePaths(site, query);
  expect(found('loop over a list')[0]).toBe('/docs/canvas/tags/for');
  // "loop" finds the `for` tag by its title; the other page's "for" is only English.
  expect(found('loop collection')).not.toContain('/api/admin/collections/remove');
  expect(analyzeQuery('loop')[0]?.terms).toContainEqual({
    term: 'for',
    typos: 0,
    prefix: false,
    titleOnly: true,
  });
});

test('a slip of the fingers in a short word answers as the word does; another typo counts for less', () => {
  // "data" is on many pages and only in the answer's text; "export" is on others: "event" is
  // what tells the answer apart, so its typo decides whether the page answers.
  const site = engineOver([
    {
      path: '/docs/event',
      title: 'Event log',
      category: 'Guides',
      items: ['Each one carries data.'],
    },
    ...Array.from({length: 6}, (_, index) => ({
      path: `/docs/note-${index}`,
      title: `Note ${index}`,
      category: 'Guides',
      items: ['Keep your data safe.'],
    })),
    ...Array.from({length: 5}, (_, index) => ({
      path: `/docs/task-${index}`,
      title: `Task ${index}`,
      category: 'Guides',
      items: ['Run an export now.'],
    })),
  ]);
  const found = (query: string) => pagePaths(site, query);
  expect(found('data export event')).toEqual(['/docs/event']);
  // A letter left out, swapped with its neighbour or typed twice.
  for (const slip of ['eent', 'evetn', 'eveent'])
    expect(found(`data export ${slip}`)).toEqual(['/docs/event']);
  // A letter replaced may make another word: no answer.
  expect(found('data export ebent')).toEqual([]);
});

test('a slip of one word is read as that word before a split into two ("perview": preview, not per view)', () => {
  const site = engineOver([
    {
      path: '/guides/preview',
      title: 'Preview a project',
      category: 'Guides',
      items: ['Start the preview server and open your site.'],
    },
    {
      path: '/docs/views',
      title: 'Page views',
      category: 'Docs',
      items: ['Count one view per visitor of your site.'],
    },
  ]);
  const found = (query: string) => pagePaths(site, query);
  expect(found('preview my site')[0]).toBe('/guides/preview');
  expect(found('perview my site')[0]).toBe('/guides/preview');
});

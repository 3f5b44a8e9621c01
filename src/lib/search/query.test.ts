import {
  analyzeQuery,
  avoidedWords,
  compoundParts,
  compoundSplits,
  isMisspeltSmallWord,
  splitWhenUnknown,
  maxTypos,
  queryIntent,
  synonymLookup,
} from './query';

const termsOf = (query: string) =>
  analyzeQuery(query).map((group) => ({
    word: group.word,
    optional: group.optional,
    terms: group.terms.map((term) => term.term),
  }));

/** The query's words that must match (`optional` false) or that need not (true). */
const wordsOf = (query: string, optional = false) =>
  termsOf(query)
    .filter((group) => group.optional === optional)
    .map((group) => group.word);

/** A site whose index has exactly these terms. */
const siteWith = (terms: readonly string[]) => (term: string) => terms.includes(term);

test('small words of a question are optional, the subject is not', () => {
  const groups = termsOf('how do I reverse a list');
  expect(groups.filter((group) => !group.optional).map((group) => group.word)).toEqual([
    'reverse',
    'list',
  ]);
});

test('what the reader wants to avoid ("without deleting it") finds no page, to the end of its clause', () => {
  expect(wordsOf('pause a webhook without deleting it')).toEqual(['pause', 'webhook']);
  expect(wordsOf('upload templates without publishing the site and preview them')).toEqual([
    'upload',
    'templates',
    'preview',
  ]);
  expect(avoidedWords(['without'])).toEqual([true]);
  expect(avoidedWords(['pause', 'withuot', 'deleting'])).toEqual([false, true, true]);
  // A query of the clause alone still searches its words.
  expect(wordsOf('without')).toEqual(['without']);
});

test('a query of stop words only keeps them (Canvas tag names such as for, if, with)', () => {
  expect(termsOf('for')).toEqual([{word: 'for', optional: false, terms: ['for']}]);
});

test('a word finds its stem and its synonyms', () => {
  const [arrays] = termsOf('arrays');
  expect(arrays?.terms).toEqual(expect.arrayContaining(['arrays', 'array', 'list', 'sequence']));
  expect(termsOf('delete')[0]?.terms).toContain('remove');
  expect(termsOf('count')[0]?.terms).toContain('length');
  // One-way: length does not find count.
  expect(termsOf('length')[0]?.terms).not.toContain('count');
});

test('a phrase rule adds its targets to each of its words', () => {
  const groups = termsOf('first letter uppercase');
  expect(groups[0]?.terms).toContain('capitalize');
  expect(groups[1]?.terms).toContain('capitalize');
  expect(groups[2]?.terms).toContain('upper');
});

test('only the last word is a prefix, and only while it is typed', () => {
  const typed = analyzeQuery('json enc');
  expect(typed.map((group) => group.terms[0]?.prefix)).toEqual([false, true]);
  expect(analyzeQuery('json enc ').at(-1)?.terms[0]?.prefix).toBe(false);
});

test('typos allowed by length', () => {
  expect([maxTypos('frm'), maxTypos('form'), maxTypos('template')]).toEqual([0, 1, 2]);
});

test('the lookup reads equivalent groups both ways and one-way rules one way', () => {
  const lookup = synonymLookup({
    equivalent: [['delete', 'remove']],
    oneWay: {count: ['length']},
  });
  expect(lookup.get('delet')).toEqual(['remove']);
  expect(lookup.get('remov')).toEqual(['delete']);
  expect(lookup.get('count')).toEqual(['length']);
  expect(lookup.has('length')).toBe(false);
});

test('the frame of a question is optional: "in a Canvas template" says nothing of the answer', () => {
  const groups = termsOf('How do I format a date in a Canvas template?');
  expect(groups.filter((group) => !group.optional).map((group) => group.word)).toEqual([
    'format',
    'date',
  ]);
});

test('a query made only of frame words keeps them', () => {
  expect(termsOf('canvas template').every((group) => !group.optional)).toBe(true);
  expect(termsOf('in a template').some((group) => !group.optional)).toBe(true);
});

test('a site is a project: "my site" and "website" also find the project pages', () => {
  expect(termsOf('preview my site')[2]?.terms).toContain('project');
  expect(termsOf('website')[0]?.terms).toContain('project');
  // One way: "project" does not find every page that says "site".
  expect(termsOf('project')[0]?.terms).not.toContain('site');
});

test('in a question about changes, its words of change are frame, and it says so', () => {
  const groups = termsOf('when was the slug filter added');
  expect(groups.filter((group) => !group.optional).map((group) => group.word)).toEqual([
    'slug',
    'filter',
  ]);
  expect(queryIntent('when was the slug filter added').aboutChanges).toBe(true);
  expect(queryIntent('how do I add a filter').aboutChanges).toBe(false);
  expect(termsOf('add a filter').map((group) => group.optional)).toEqual([false, true, false]);
});

test('a misspelt word of change is frame too, as the rest of a frame may be misspelt', () => {
  expect(wordsOf('when were custom roles aded')).toEqual(['custom', 'roles']);
  expect(wordsOf('when did deleting a project statr to archive it')).toEqual([
    'deleting',
    'project',
    'archive',
  ]);
  // Outside a question about changes, the word is the reader's.
  expect(wordsOf('aded roles')).toEqual(['aded', 'roles']);
});

test('a question set in a part of the site names its path', () => {
  expect(queryIntent('list blog posts in a template').place).toBe('/docs/canvas/');
  expect(queryIntent('How do I export form submissions through the API?').place).toBe('/api/');
  expect(queryIntent('list blog posts').place).toBeNull();
});

test('a joined word the site does not have is searched as its words, unless it is still typed', () => {
  const [typed] = analyzeQuery('null-coalescing operator');
  expect(typed?.runs).toEqual(['null', 'coalescing']);
  expect(splitWhenUnknown(typed!, siteWith(['null'])).map((group) => group.word)).toEqual([
    'null',
    'coalescing',
  ]);
  // The site has the joined form: it stays one word.
  const [known] = analyzeQuery('url-friendly');
  expect(splitWhenUnknown(known!, siteWith(['urlfriendly']))).toEqual([known]);
  // A name with dots or underscores is one name, known or not (Next.js is not "next" and "js").
  for (const name of ['Next.js', 'json_encode']) {
    const [group] = analyzeQuery(`${name} router`);
    expect(group?.runs).toBeUndefined();
    expect(splitWhenUnknown(group!, siteWith([]))).toEqual([group]);
  }
  // Nor has it a stem: "nextjs" is not a plural of "nextj".
  expect(analyzeQuery('Next.js router')[0]?.terms.map((term) => term.term)).toEqual(['nextjs']);
  expect(analyzeQuery('nextjs router')[0]?.terms.map((term) => term.term)).toEqual([
    'nextjs',
    'nextj',
  ]);
  // The last word while typed is a prefix of a name.
  const [prefix] = analyzeQuery('json_en');
  expect(splitWhenUnknown(prefix!, siteWith([]))).toEqual([prefix]);
  // Small words of it stay out: "step-by-step" searches step, step.
  const [small] = analyzeQuery('step-by-step guide');
  expect(splitWhenUnknown(small!, siteWith([])).map((group) => group.word)).toEqual([
    'step',
    'step',
  ]);
});

test('who does a thing ("someone fills in my form") is not what the reader looks for', () => {
  expect(wordsOf('get an email when someone fills in my form')).toEqual(['email', 'fills', 'form']);
});

test('a misspelt word of the synonym table still finds what the word finds; a short word must be exact', () => {
  expect(termsOf('fallbak')[0]?.terms).toContain('default');
  expect(termsOf('releae notes').flatMap((group) => group.terms)).toContain('changelog');
  // In a phrase, the words typed right say which it is: a short word may slip.
  expect(termsOf('release noes').flatMap((group) => group.terms)).toContain('changelog');
  expect(termsOf('rlease noes').flatMap((group) => group.terms)).not.toContain('changelog');
  // "sim" is not "sum": words under five letters have no typo here.
  expect(termsOf('sim')[0]?.terms).not.toContain('reduce');
});

test('"newest" finds what pages call latest or recent; "latest" stays itself ("the latest version")', () => {
  expect(termsOf('newest')[0]?.terms).toEqual(expect.arrayContaining(['latest', 'recent']));
  expect(termsOf('latest')[0]?.terms).not.toContain('newest');
});

test('a picture, a photo or an img is what pages call an image; a laptop is "your machine"', () => {
  for (const word of ['picture', 'photo', 'img'])
    expect(termsOf(word)[0]?.terms).toContain('image');
  expect(termsOf('image')[0]?.terms).not.toContain('picture');
  expect(termsOf('laptop')[0]?.terms).toContain('machine');
});

test('"text" also finds what Canvas pages call a string; "string" stays itself', () => {
  const terms = termsOf('make text uppercase');
  expect(terms.find((group) => group.word === 'text')?.terms).toContain('string');
  expect(termsOf('string')[0]?.terms).not.toContain('text');
});

test('"command line" also finds what pages call the CLI', () => {
  const terms = termsOf('install the command line tool');
  expect(terms.find((group) => group.word === 'command')?.terms).toContain('cli');
  expect(termsOf('cli')[0]?.terms).not.toContain('command');
});

test('a word the site has only apart ("homepage": home page) is searched as its two words', () => {
  const site = siteWith(['home', 'page', 'log', 'out', 'temp', 'late', 'template']);
  expect(compoundParts('homepage', site)).toEqual(['home', 'page']);
  const [homepage] = analyzeQuery('homepage text');
  expect(splitWhenUnknown(homepage!, site).map((group) => group.word)).toEqual(['home', 'page']);
  // A word the site has ("temp" and "late" aside), a short word and a word still typed stay whole.
  const [template] = analyzeQuery('template inheritance');
  expect(splitWhenUnknown(template!, site)).toEqual([template]);
  expect(compoundParts('logout', site)).toBeNull();
  const [typed] = analyzeQuery('homepage');
  expect(splitWhenUnknown(typed!, site)).toEqual([typed]);
  // Both parts must be words the site has, and not small words ("into": in, to).
  expect(compoundParts('homepages', site)).toBeNull();
  expect(compoundParts('pageinto', siteWith(['page', 'into']))).toBeNull();
});

test('a word may be two written together from seven letters, in parts of three or more', () => {
  expect(compoundSplits('homepage')).toEqual([
    ['hom', 'epage'],
    ['home', 'page'],
    ['homep', 'age'],
  ]);
  // Too short, or not letters only.
  expect(compoundSplits('logout')).toEqual([]);
  expect(compoundSplits('home2page')).toEqual([]);
});

test('in "what\'s new in …", a question about changes, "new" is frame, not the subject', () => {
  // The "s" of "what's" is a single letter: it weighs nothing (answerable.ts).
  expect(wordsOf("what's new in the courier release with winget support")).toEqual([
    's',
    'courier',
    'winget',
    'support',
  ]);
  expect(wordsOf('create a new post')).toEqual(['create', 'new', 'post']);
});

test('"via", "themselves" and the like carry grammar, not a subject', () => {
  expect(wordsOf('change who gets emailed via webhook', true)).toContain('via');
  expect(wordsOf('a heading the client can rewrite themselves', true)).toContain('themselves');
});

test('"get rid of" finds what pages call removing', () => {
  expect(termsOf('get rid of spaces').find((group) => group.word === 'rid')?.terms).toContain(
    'remove',
  );
});

test('a small word after a slip ("whcih", "tehir") is optional as the word is, unless the site has it', () => {
  const [whcih, courier] = analyzeQuery('whcih courier version added the json flag');
  expect(isMisspeltSmallWord(whcih!, siteWith(['courier']))).toBe(true);
  expect(isMisspeltSmallWord(courier!, siteWith(['courier']))).toBe(false);
  // Four letters may be a name: "bing" is "being" without its e.
  const [bing] = analyzeQuery('bing sitemap');
  expect(isMisspeltSmallWord(bing!, siteWith([]))).toBe(false);
  // A short small word after a slip is more often another word misspelt: "verfy" means verify.
  const [verfy] = analyzeQuery('verfy a domain');
  expect(isMisspeltSmallWord(verfy!, siteWith([]))).toBe(false);
  const [tehir] = analyzeQuery('tehir prefixes');
  expect(isMisspeltSmallWord(tehir!, siteWith([]))).toBe(true);
  // A word one letter from a small word that the site has, or that replaces a letter, is a word.
  const [theme] = analyzeQuery('thes colors');
  expect(isMisspeltSmallWord(theme!, siteWith(['thes']))).toBe(false);
  const [world] = analyzeQuery('world map');
  expect(isMisspeltSmallWord(world!, siteWith([]))).toBe(false);
});

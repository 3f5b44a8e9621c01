import {
  ABOUT_FROM,
  answersQuery,
  isAboutEnough,
  MIN_ABOUT,
  COMMON_TEXT_CREDIT,
  coverage,
  isCommon,
  isMeaningfulWord,
  LONG_QUESTION,
  MIN_LONG_COVERAGE,
  MIN_VERY_LONG_COVERAGE,
  minCoverage,
  namesPage,
  VERY_LONG_QUESTION,
  subjectWeight,
  TYPO_CREDIT,
  SURE_TYPO_FROM,
  matchQuality,
  UNNAMED_SHARE,
  wordWeight,
  type WordEvidence,
} from './answerable';

const word = (weight: number, match: WordEvidence['match'], more: Partial<WordEvidence> = {}) => ({
  weight,
  match,
  placed: true,
  common: false,
  unknown: false,
  ...more,
});

test('a single letter or digit means nothing; two characters can (ai, v1, if)', () => {
  expect(isMeaningfulWord('x')).toBe(false);
  expect(isMeaningfulWord('1')).toBe(false);
  expect(['ai', 'v1', 'if'].every(isMeaningfulWord)).toBe(true);
  expect(wordWeight('x', 0, 1000)).toBe(0);
});

test('a rare word weighs more than a frequent one, a word no record has most', () => {
  expect(wordWeight('kubernetes', 0, 1000)).toBeGreaterThan(wordWeight('webhook', 5, 1000));
  expect(wordWeight('webhook', 5, 1000)).toBeGreaterThan(wordWeight('project', 400, 1000));
});

test('common: on more than 5% of the records, and on more than 50', () => {
  expect(isCommon(600, 10_000)).toBe(true);
  expect(isCommon(400, 10_000)).toBe(false);
  expect(isCommon(40, 100)).toBe(false);
});

test('every word matched as typed: full coverage; typos count a little less', () => {
  expect(coverage([word(5, 'exact'), word(3, 'exact')])).toBe(1);
  expect(coverage([word(5, 'typo')])).toBeCloseTo(TYPO_CREDIT);
  expect(answersQuery([word(5, 'typo'), word(3, 'exact')])).toBe(true);
});

test("a typo of a long word is the word; a short word's typo may be another word", () => {
  expect(matchQuality(true, 'mask')).toBe('exact');
  expect(matchQuality(false, 'mask')).toBe('typo');
  expect(matchQuality(false, 'upoad')).toBe('typo');
  expect(matchQuality(false, 'uplaod')).toBe('exact');
  expect(SURE_TYPO_FROM).toBe('uplaod'.length);
  // "how can I uplaod my templates": the page has "upload", and "templates" only in its text.
  const templates = word(2.8, 'exact', {common: true, placed: false});
  expect(answersQuery([word(5, matchQuality(false, 'uplaod')), templates])).toBe(true);
  expect(answersQuery([word(5, matchQuality(false, 'upoad')), templates])).toBe(false);
});

test('a common word only in body text counts for less', () => {
  expect(coverage([word(2, 'exact', {common: true, placed: false})])).toBe(COMMON_TEXT_CREDIT);
  expect(answersQuery([word(2, 'exact', {common: true, placed: false})])).toBe(false);
  expect(answersQuery([word(2, 'exact', {common: true, placed: true})])).toBe(true);
});

test('a page that misses the heaviest word does not answer', () => {
  // "install a ruby gem": install is on the page, ruby and gem on none.
  expect(
    answersQuery([
      word(4, 'exact'),
      word(9, null, {unknown: true}),
      word(9, null, {unknown: true}),
    ]),
  ).toBe(false);
});

test('from three words, the lightest word the site has elsewhere may be missed', () => {
  const question = [word(5, 'exact'), word(4, 'exact'), word(3, null)];
  expect(coverage(question)).toBe(1);
  expect(answersQuery(question.slice(1))).toBe(false);
  // ...but not a word no page has.
  expect(answersQuery([word(5, 'exact'), word(4, 'exact'), word(9, null, {unknown: true})])).toBe(
    false,
  );
  // ...nor on a page that has one of the others only in its text.
  expect(answersQuery([word(5, 'exact', {placed: false}), word(4, 'exact'), word(5, null)])).toBe(
    false,
  );
});

test('a page the question names is about it, and may miss one word more', () => {
  // "show a different testimonial at random" on `random`: "show" only in its text, "different" missed.
  const question = [
    word(4, 'exact', {placed: false}),
    word(6.5, null),
    word(7, 'exact'),
    word(6.5, 'exact'),
  ];
  expect(answersQuery(question)).toBe(false);
  expect(answersQuery(question, true)).toBe(true);
  // A word no page has is still never forgiven.
  expect(answersQuery([...question.slice(0, 3), word(6.5, null, {unknown: true})], true)).toBe(
    false,
  );
});

test('a question names a page from three meaningful words on; a keyword or two never does', () => {
  const three = [word(3, 'exact'), word(3, 'exact'), word(3, null)];
  expect(namesPage(three, true)).toBe(true);
  expect(namesPage(three, false)).toBe(false);
  expect(namesPage(three.slice(0, 2), true)).toBe(false);
});

test('no meaningful word: no coverage', () => {
  expect(coverage([])).toBe(0);
  expect(coverage([word(0, 'exact')])).toBe(0);
});

test('a whole question may miss its two lightest words, a shorter query only one', () => {
  const missesTwo = (count: number) => [
    ...Array.from({length: count - 2}, () => word(3, 'exact' as const)),
    word(1, null),
    word(1, null),
  ];
  // 5 meaningful words, the answer has the three that say what it is about.
  expect(answersQuery(missesTwo(5))).toBe(true);
  // 4 words: only the lightest one is forgiven, 6 of 8 is under the bar.
  expect(coverage(missesTwo(4))).toBeCloseTo(6 / 7);
  expect(answersQuery([word(3, 'exact'), word(1, null), word(1, null), word(1, null)])).toBe(false);
});

test('a word the site has nowhere is never forgiven, even in a whole question', () => {
  const words = [
    word(3, 'exact'),
    word(3, 'exact'),
    word(3, 'exact'),
    word(1, null),
    word(8, null, {unknown: true}),
  ];
  expect(answersQuery(words)).toBe(false);
});

test('a word no page names, only body text has, weighs less; a word of another product does not', () => {
  expect(subjectWeight(6, true, false)).toBe(6);
  expect(subjectWeight(6, false, false)).toBe(6 * UNNAMED_SHARE);
  expect(subjectWeight(8, false, true)).toBe(8);
  // "how do I get an email when someone fills in my form": the guide names email and form.
  const story = (named: boolean) => [
    word(4.4, 'exact'),
    word(subjectWeight(6.6, named, false), null, {placed: false}),
    word(subjectWeight(5.2, named, false), 'exact', {placed: false}),
    word(3.1, 'exact'),
  ];
  expect(answersQuery(story(true))).toBe(false);
  expect(answersQuery(story(false))).toBe(true);
});

test('a long question needs less of its weight matched than a short query', () => {
  // Seven words of equal weight, five matched: 71%, under the bar of a short query.
  const seven = [
    ...Array.from({length: 5}, () => word(2, 'exact' as const)),
    word(2, null, {placed: false}),
    word(2, null, {placed: false}),
  ];
  expect(seven.length).toBeGreaterThanOrEqual(LONG_QUESTION);
  expect(coverage(seven)).toBeGreaterThan(MIN_LONG_COVERAGE);
  expect(answersQuery(seven)).toBe(true);
  // Five words (a shorter query), three matched and none forgiven: 60%, refused.
  const five = [...seven.slice(0, 3), word(2, null), word(2, null)].map((one) => ({
    ...one,
    placed: false,
  }));
  expect(answersQuery(five)).toBe(false);
  // A long question about another product still fails on the words no page has.
  const elsewhere = [
    ...seven.slice(0, 5),
    word(9, null, {unknown: true}),
    word(9, null, {unknown: true}),
  ];
  expect(answersQuery(elsewhere)).toBe(false);
});

test('a message with its context needs less again, and still fails on the words no page has', () => {
  expect(minCoverage(VERY_LONG_QUESTION)).toBe(MIN_VERY_LONG_COVERAGE);
  expect(minCoverage(VERY_LONG_QUESTION - 1)).toBe(MIN_LONG_COVERAGE);
  expect(MIN_VERY_LONG_COVERAGE).toBeLessThan(MIN_LONG_COVERAGE);
  // Ten words, six matched in the page's text (60%): a message, answered; as a shorter question, not.
  const ten = [
    ...Array.from({length: 6}, () => word(2, 'exact' as const, {placed: false})),
    ...Array.from({length: 4}, () => word(2, null, {placed: false})),
  ];
  expect(answersQuery(ten)).toBe(true);
  // Seven words, four matched (57%): a question of that length needs more.
  expect(answersQuery([...ten.slice(0, 4), ...ten.slice(7)])).toBe(false);
  // Ten words, of which four name another product and its tools: refused.
  const elsewhere = [
    ...ten.slice(0, 6),
    ...Array.from({length: 4}, () => word(4, null, {unknown: true})),
  ];
  expect(answersQuery(elsewhere)).toBe(false);
});

test('from three words on, a page must be about the query, not only mention it', () => {
  const three = Array.from({length: ABOUT_FROM}, () => word(2, 'exact' as const));
  expect(isAboutEnough(three, MIN_ABOUT)).toBe(true);
  // pageStanding counts in steps of 0.1: three steps are 0.30000000000000004.
  expect(isAboutEnough(three, 3 * 0.1)).toBe(true);
  expect(isAboutEnough(three, 0.2)).toBe(false);
  // A word or two may be looked up in any page's text; a word that means nothing does not count.
  expect(isAboutEnough(three.slice(1), 0)).toBe(true);
  expect(isAboutEnough([...three.slice(1), word(0, null)], 0)).toBe(true);
});

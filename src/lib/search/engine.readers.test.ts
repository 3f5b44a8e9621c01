/**
 * Queries as readers type them, one or more of each kind that used to find
 * nothing or put the wrong page first: the answering page must come first.
 */
import {createEngine} from './engine';
import {readerRecords} from './__fixtures__/readerPages';

const engine = createEngine(readerRecords);
const firstPage = (query: string) => {
  const hit = engine.search(query).hits[0];
  return hit ? new URL(hit.record.url).pathname : null;
};

/** Each query finds its page first. */
function answersFirst(title: string, cases: readonly (readonly [string, string])[]): void {
  describe(title, () => {
    test.each(cases)('%s -> %s', (query, page) => {
      expect(firstPage(query)).toBe(page);
    });
  });
}

answersFirst('questions: small words are optional, the platform words are understood', [
  ['how do I reverse a list', '/docs/canvas/filters/reverse'],
  ['make text uppercase', '/docs/canvas/filters/upper'],
  ['get the first item of an array', '/docs/canvas/filters/first'],
  ['merge two arrays', '/docs/canvas/filters/merge'],
  ['strip html tags', '/docs/canvas/filters/striptags'],
  ['remove a member from an agency', '/api/console/members/remove'],
]);

answersFirst('task words reach the reference name', [
  ['delete a project', '/api/console/projects/remove'],
  ['first letter uppercase', '/docs/canvas/filters/capitalize'],
  ['count items', '/docs/canvas/filters/length'],
]);

answersFirst('the page that answers comes before changelog entries', [
  ['form tag', '/docs/canvas/tags/form'],
  ['cassette', '/api/console/cassettes/create'],
  ['webhook signature', '/guides/receive-and-verify-webhooks'],
]);

describe('relaxation only where the site has the words', () => {
  test('a longer query may miss one word the site has elsewhere', () => {
    expect(firstPage('reverse the letters of a list')).toBe('/docs/canvas/filters/reverse');
  });

  test('a word no page has, even with a typo, means the site has no answer', () => {
    expect(engine.search('reverse list zzzzqq').hits).toEqual([]);
  });

  test('when every word matches somewhere, pages missing a word are left out of short queries', () => {
    const paths = engine.search('reverse list').hits.map((hit) => new URL(hit.record.url).pathname);
    expect(paths).not.toContain('/docs/canvas/filters/merge');
  });

  test('a query no page matches at all still finds nothing', () => {
    expect(engine.search('zzzzqq qqzzxx').hits).toEqual([]);
  });
});

test('typos and partial words still land on the page', () => {
  expect(firstPage('revrese')).toBe('/docs/canvas/filters/reverse');
  expect(firstPage('capit')).toBe('/docs/canvas/filters/capitalize');
  expect(firstPage('striptag')).toBe('/docs/canvas/filters/striptags');
  // A letter typed two places from where it belongs.
  expect(firstPage('install courier on lunix')).toBe('/guides/install-courier-on-linux');
});

answersFirst('a question that names a page is answered by it, though the page lacks a word', [
  ['show a different testimonial at random', '/docs/canvas/functions/random'],
  // The title misspelt names the page too.
  ['show a different testimonial at randmo', '/docs/canvas/functions/random'],
]);

answersFirst("a reader's word for what the pages call an image", [
  ['resize a picture', '/docs/canvas/filters/image_url'],
  ['crop a photo', '/docs/canvas/filters/image_url'],
]);

answersFirst('whole questions: their frame carries no weight', [
  ['How do I format a date in a Canvas template?', '/docs/canvas/filters/date'],
  ['how do I show how long it takes to read an article', '/docs/canvas/filters/reading_time'],
  ['Is there a way to strip html tags from a string?', '/docs/canvas/filters/striptags'],
]);

answersFirst('a question about changes is answered by the changelog', [
  ['when was the form tag added', '/changelog/2025/12/09/form-tag'],
  ['form tag', '/docs/canvas/tags/form'],
]);

answersFirst('a question set in a part of the site is answered there first', [
  ['list blog posts in a template', '/docs/canvas/functions/cms'],
  ['list blog posts', '/api/admin/posts/list'],
]);

answersFirst('a slip of the fingers ranks as the word typed right', [
  ['count itmes', '/docs/canvas/filters/length'],
  ['is there a way to take only the first three itmes of a list?', '/docs/canvas/filters/first'],
]);

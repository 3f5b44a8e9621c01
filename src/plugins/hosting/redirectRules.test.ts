import {redirects} from '../../data/redirects';
import {redirectProblems, redirectRules, redirectsFile} from './redirectRules';

const pages = new Set(['/docs/new', '/docs/other']);

describe('redirectRules', () => {
  it('redirects the page and its Markdown twin, 301 each', () => {
    expect(redirectRules([{from: '/docs/old', to: '/docs/new'}])).toEqual([
      {from: '/docs/old', to: '/docs/new', status: 301},
      {from: '/docs/old.md', to: '/docs/new.md', status: 301},
    ]);
  });

  it('writes _redirects as "from to status" lines', () => {
    const text = redirectsFile(redirectRules([{from: '/docs/old', to: '/docs/new'}]));
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/docs/old /docs/new 301',
      '/docs/old.md /docs/new.md 301',
      '',
    ]);
  });
});

describe('redirectProblems', () => {
  it('accepts rows from a moved page to a page of the site', () => {
    expect(redirectProblems([{from: '/docs/old', to: '/docs/new'}], pages)).toEqual([]);
  });

  it('names the row and the fix for each mistake', () => {
    expect(
      redirectProblems(
        [
          {from: 'docs/old', to: '/docs/new'},
          {from: '/docs/gone', to: '/docs/nowhere'},
          {from: '/docs/other', to: '/docs/new'},
          {from: '/docs/twice', to: '/docs/new'},
          {from: '/docs/twice', to: '/docs/other'},
        ],
        pages,
      ),
    ).toEqual([
      `{from: 'docs/old', to: '/docs/new'}: "from" must be a site path such as /docs/old-name.`,
      `{from: '/docs/gone', to: '/docs/nowhere'}: /docs/nowhere is not a page of the site; point "to" at the page's path now.`,
      `{from: '/docs/other', to: '/docs/new'}: /docs/other is still a page; move the page's file or drop the row.`,
      `{from: '/docs/twice', to: '/docs/other'}: /docs/twice is redirected twice; keep one row.`,
    ]);
  });

  it("the site's own table has sound paths and no duplicates", () => {
    const targets = new Set(redirects.map((row) => row.to));
    expect(redirectProblems(redirects, targets)).toEqual([]);
  });
});

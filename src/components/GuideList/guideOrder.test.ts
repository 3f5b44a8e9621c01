import {
  byNewest,
  featuredFirst,
  tagFromSearch,
  tagKey,
  withTag,
  type GuideSummary,
} from './guideOrder';

const guide = (title: string, date: string, featured: boolean, tags: string[]): GuideSummary => ({
  permalink: `/guides/${title}`,
  title,
  date,
  featured,
  tags: tags.map((key) => ({key, label: key})),
});

const guides = [
  guide('forms', '2026-01-10', false, ['forms']),
  guide('ai', '2026-05-01', true, ['ai-components']),
  guide('recaptcha', '2025-11-02', true, ['forms', 'security']),
  guide('courier', '2026-02-20', false, ['courier']),
];

describe('guide list order', () => {
  it('sorts newest first', () => {
    expect(byNewest(guides).map((g) => g.title)).toEqual(['ai', 'courier', 'forms', 'recaptcha']);
  });
  it('puts featured guides in their own section and keeps every guide in the full list', () => {
    const {featured, all} = featuredFirst(guides);
    expect(featured.map((g) => g.title)).toEqual(['ai', 'recaptcha']);
    expect(all).toHaveLength(4);
  });
});

describe('tag filter', () => {
  it('keeps only the guides with the tag', () => {
    expect(withTag(guides, 'forms').map((g) => g.title)).toEqual(['forms', 'recaptcha']);
  });
  it('keeps every guide without a tag', () => {
    expect(withTag(guides, undefined)).toHaveLength(4);
  });
  it('reads a known tag from the query string and ignores unknown ones', () => {
    expect(tagFromSearch('?tag=forms', ['forms', 'courier'])).toBe('forms');
    expect(tagFromSearch('?tag=%3Cscript%3E', ['forms'])).toBeUndefined();
    expect(tagFromSearch('', ['forms'])).toBeUndefined();
  });
  it('takes the tag key from a tag permalink', () => {
    expect(tagKey('/guides/tags/ai-components')).toBe('ai-components');
    expect(tagKey('/guides/tags/forms/')).toBe('forms');
  });
});

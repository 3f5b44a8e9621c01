import {guideFrontMatter} from './guideFrontMatter';

const vocabulary = {tags: new Set(['canvas', 'forms']), authors: new Set(['mara'])};
const valid = {
  title: 'Build a contact form',
  description: 'Collect messages with a form.',
  slug: 'contact-form',
  authors: ['mara'],
  tags: ['forms'],
  createdAt: '2026-03-14',
};
const check = (frontMatter: Record<string, unknown>) => () =>
  guideFrontMatter('guides/contact-form.md', frontMatter, vocabulary);

describe('guideFrontMatter', () => {
  it('maps createdAt to the date the blog plugin uses', () => {
    expect(guideFrontMatter('guides/contact-form.md', valid, vocabulary)).toMatchObject({
      date: '2026-03-14',
      createdAt: '2026-03-14',
    });
  });
  it('accepts createdAt parsed by YAML as a Date', () => {
    expect(check({...valid, createdAt: new Date('2026-03-14T00:00:00Z')})()).toMatchObject({
      date: '2026-03-14',
    });
  });
  it.each([
    ['title', {...valid, title: undefined}],
    ['description', {...valid, description: ''}],
    ['createdAt', {...valid, createdAt: undefined}],
    ['createdAt', {...valid, createdAt: '14/03/2026'}],
    ['createdAt', {...valid, createdAt: '2026-02-30'}],
    ['tags', {...valid, tags: ['cooking']}],
    ['tags', {...valid, tags: 'forms'}],
    ['authors', {...valid, authors: ['nobody']}],
    ['featured', {...valid, featured: 'yes'}],
    ['slug', {...valid, slug: 'Contact Form'}],
    ['date', {...valid, date: '2026-03-14'}],
  ])('names the file and the field "%s"', (field, frontMatter) => {
    expect(check(frontMatter)).toThrow(`guides/contact-form.md: field "${field}"`);
  });
});

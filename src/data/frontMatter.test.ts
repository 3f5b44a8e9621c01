import {frontMatterOf, splitFrontMatter} from './frontMatter';

describe('splitFrontMatter', () => {
  it('reads the YAML block and returns the text after it', () => {
    expect(splitFrontMatter('---\ntitle: A\ntags: [x, y]\n---\n# Body\n')).toEqual({
      frontMatter: {title: 'A', tags: ['x', 'y']},
      body: '# Body\n',
    });
  });

  it('reads Windows line ends', () => {
    expect(frontMatterOf('---\r\ntitle: A\r\n---\r\nText')).toEqual({title: 'A'});
  });

  it('gives {} without a block, or for a block that is not a mapping', () => {
    expect(splitFrontMatter('# No front matter')).toEqual({
      frontMatter: {},
      body: '# No front matter',
    });
    expect(frontMatterOf('---\njust text\n---\n')).toEqual({});
    expect(frontMatterOf('text\n---\ntitle: A\n---\n')).toEqual({});
  });
});

import {copiedLink, copiedPage, generatedDocs} from './generatedDocs';

const copied = new Set(['canvas/filters/date.md', 'canvas/filters/upper.md', 'courier/index.md']);

describe('copiedLink', () => {
  it('keeps a relative link to a page the copy holds', () => {
    expect(copiedLink('./upper.md#example', 'canvas/filters/date.md', 2, copied)).toBe(
      './upper.md#example',
    );
  });

  it('points a relative link to a page the copy lacks at the original', () => {
    expect(copiedLink('../tags/index.mdx', 'canvas/filters/date.md', 2, copied)).toBe(
      '../../../../canvas/tags/index.mdx',
    );
  });

  it('moves an absolute docs link into the copy when the copy holds the page', () => {
    expect(copiedLink('/docs/canvas/filters/date#syntax', 'courier/index.md', 3, copied)).toBe(
      '/docs/scale/copy-3/canvas/filters/date#syntax',
    );
    expect(copiedLink('/docs/courier', 'canvas/filters/date.md', 3, copied)).toBe(
      '/docs/scale/copy-3/courier',
    );
    expect(copiedLink('/docs/canvas/tags', 'courier/index.md', 3, copied)).toBe(
      '/docs/canvas/tags',
    );
  });

  it('leaves other sites, fragments and other sections alone', () => {
    for (const target of ['https://example.com/a.md', '#usage', '/api/admin', '/guides'])
      expect(copiedLink(target, 'canvas/filters/date.md', 1, copied)).toBe(target);
  });
});

describe('copiedPage', () => {
  it('marks the title with the copy and rewrites the links of the body only', () => {
    const text =
      '---\ntitle: "date"\ndescription: See ./upper.md\n---\n\nSee [tags](../tags/index.mdx).\n';
    expect(copiedPage({path: 'canvas/filters/date.md', text}, 4, copied)).toBe(
      '---\ntitle: "date (copy 4)"\ndescription: See ./upper.md\n---\n\nSee [tags](../../../../canvas/tags/index.mdx).\n',
    );
  });
});

describe('generatedDocs', () => {
  const pages = [
    {path: 'a.md', text: '---\ntitle: A\n---\n[b](./sub/b.md)\n'},
    {path: 'sub/b.md', text: '---\ntitle: B\n---\n[a](../a.md)\n'},
  ];
  const categories = [{path: 'sub/_category_.json', text: '{"label":"Sub"}\n'}];
  const pagesWithFolders = [...pages, {path: 'sub/deeper/c.md', text: '# C\n'}];

  it('makes whole copies, then a partial one whose links to missing pages reach the originals', () => {
    const files = generatedDocs(pages, categories, 3);
    expect(files.map((file) => file.path)).toEqual([
      'scale/copy-1/_category_.json',
      'scale/copy-1/sub/_category_.json',
      'scale/copy-1/a.md',
      'scale/copy-1/sub/b.md',
      'scale/copy-2/_category_.json',
      'scale/copy-2/a.md',
    ]);
    expect(files[2]?.text).toBe('---\ntitle: A (copy 1)\n---\n[b](./sub/b.md)\n');
    expect(files[5]?.text).toBe('---\ntitle: A (copy 2)\n---\n[b](../../sub/b.md)\n');
  });

  it('gives every copied folder a category file with a key of its own', () => {
    const files = generatedDocs(pagesWithFolders, categories, 6);
    const keyed = files
      .filter((file) => file.path.endsWith('_category_.json'))
      .map((file): [string, unknown] => [file.path, JSON.parse(file.text)]);
    expect(keyed).toEqual([
      ['scale/copy-1/_category_.json', {label: 'Copy 1', position: 1, key: 'copy-1/.'}],
      ['scale/copy-1/sub/_category_.json', {label: 'Sub', key: 'copy-1/sub'}],
      ['scale/copy-1/sub/deeper/_category_.json', {key: 'copy-1/sub/deeper'}],
      ['scale/copy-2/_category_.json', {label: 'Copy 2', position: 2, key: 'copy-2/.'}],
      ['scale/copy-2/sub/_category_.json', {label: 'Sub', key: 'copy-2/sub'}],
      ['scale/copy-2/sub/deeper/_category_.json', {key: 'copy-2/sub/deeper'}],
    ]);
  });

  it('gives exactly the number of pages asked for', () => {
    const made = generatedDocs(pages, categories, 7).filter((file) => file.path.endsWith('.md'));
    expect(made).toHaveLength(7);
  });
});

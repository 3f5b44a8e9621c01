import type {LlmsEntry} from './llms';
import {llmsFullParts, llmsPartPath} from './llmsParts';

const entry = (route: string, bytes = 10): LlmsEntry => ({
  section: 'docs',
  route,
  title: route,
  description: '',
  url: `https://developers.tessera.dev${route}`,
  twinUrl: `https://developers.tessera.dev${route}.md`,
  markdown: 'x'.repeat(bytes),
});
const routes = (parts: ReturnType<typeof llmsFullParts>) =>
  parts.map((part) => [part.path, part.entries.map((page) => page.route)]);

describe('llmsFullParts', () => {
  const site = [
    entry('/'),
    entry('/docs'),
    entry('/docs/intro'),
    entry('/docs/canvas'),
    entry('/docs/canvas/filters/date'),
    entry('/docs/canvas/filters/upper'),
    entry('/docs/canvas/tags/for'),
    entry('/api/admin/blogs/create'),
  ];

  it('has no parts while the whole is within the limit', () => {
    expect(llmsFullParts(site, 80)).toEqual([]);
  });

  it('splits a folder over the limit into its subfolders, its own pages a part of their own', () => {
    expect(routes(llmsFullParts(site, 45))).toEqual([
      ['/docs', ['/docs', '/docs/intro']],
      [
        '/docs/canvas',
        [
          '/docs/canvas',
          '/docs/canvas/filters/date',
          '/docs/canvas/filters/upper',
          '/docs/canvas/tags/for',
        ],
      ],
      ['/api', ['/api/admin/blogs/create']],
    ]);
    expect(routes(llmsFullParts(site, 25))).toContainEqual([
      '/docs/canvas/filters',
      ['/docs/canvas/filters/date', '/docs/canvas/filters/upper'],
    ]);
  });

  it('keeps a folder of pages only as one part, over the limit or not', () => {
    const flat = [entry('/changelog/a', 30), entry('/changelog/b', 30)];
    expect(routes(llmsFullParts(flat, 40))).toEqual([
      ['/changelog', ['/changelog/a', '/changelog/b']],
    ]);
  });

  it('writes a part into its folder', () => {
    expect(llmsPartPath({path: '/docs/canvas', entries: []})).toBe('docs/canvas/llms-full.txt');
  });

  it('takes time in proportion to the pages, not their square', () => {
    const pages = (count: number) =>
      Array.from({length: count}, (_, index) => entry(`/docs/f${index % 50}/p${index}`, 300));
    // The best of three runs: a machine's speed and its other work cancel out of the ratio.
    const time = (entries: LlmsEntry[]) =>
      Math.min(
        ...[0, 1, 2].map(() => {
          const started = performance.now();
          expect(llmsFullParts(entries, 200_000)).toHaveLength(50);
          return performance.now() - started;
        }),
      );
    time(pages(1000));
    const few = time(pages(2000));
    const many = time(pages(32000));
    // Sixteen times the pages: sixteen times the time in proportion, 256 in their square. The
    // bar between them leaves a loaded machine (a collection, another process) four times either way.
    expect(many / few).toBeLessThan(64);
  });
});

import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {extractPage} from './extract';
import {extractInWorker} from './extractInWorker';

describe('extractInWorker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'extract-worker-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('extracts each page as the main thread does, in the order given', async () => {
    const pages = ['date', 'upper'].map((name) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(
        file,
        `<html><head><title>${name}</title></head><body><nav>Menu</nav><main><article>` +
          `<div class="theme-doc-markdown markdown"><h2 id="syntax">Syntax of ${name}</h2>` +
          `<p>The ${name} filter.</p></div></article></main></body></html>`,
      );
      return {
        file,
        url: `https://developers.tessera.dev/docs/${name}`,
        title: name,
        category: 'Canvas',
      };
    });
    const extracted = await extractInWorker(pages);
    expect(extracted).toEqual(
      pages.map(({file, ...page}) => extractPage({...page, html: readFileSync(file, 'utf8')})),
    );
    expect(extracted[1]?.items).toEqual([[2, 'Syntax of upper', 'syntax'], 'The upper filter.']);
  });

  it('fails, naming the file, when a page cannot be read', async () => {
    await expect(
      extractInWorker([
        {file: join(dir, 'missing.html'), url: 'https://x.dev/a', title: 'a', category: 'Canvas'},
      ]),
    ).rejects.toThrow(/missing\.html/);
  });
});

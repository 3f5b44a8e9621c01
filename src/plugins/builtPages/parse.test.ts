import {contentRoot, parseBuiltPage} from './parse';

const page = (main: string) =>
  `<!doctype html><html><head><title>T</title></head><body><nav>menu</nav><main>${main}</main><footer>f</footer></body></html>`;
const rootOf = (main: string) => {
  const root = contentRoot(parseBuiltPage(page(main)));
  return root && {name: root.name, class: root.attribs.class};
};

describe('contentRoot', () => {
  it('is the docs Markdown container first, then any Markdown container', () => {
    expect(
      rootOf('<div class="markdown">a</div><div class="theme-doc-markdown markdown">b</div>'),
    ).toEqual({name: 'div', class: 'theme-doc-markdown markdown'});
    expect(rootOf('<article><div class="markdown">post</div></article>')).toEqual({
      name: 'div',
      class: 'markdown',
    });
  });

  it("is main on a page without one, not a list page's first article", () => {
    expect(rootOf('<article>first card</article><article>second card</article>')).toEqual({
      name: 'main',
      class: undefined,
    });
  });

  it('is null for a page without main or a container', () => {
    expect(contentRoot(parseBuiltPage('<p>no head</p>'))).toBeNull();
  });
});

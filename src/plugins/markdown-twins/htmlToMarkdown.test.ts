import {
  convertPage,
  escapeText,
  fencedCode,
  fragmentToMarkdown,
  inlineCode,
} from './htmlToMarkdown';

const pageUrl = 'https://developers.tessera.dev/docs/canvas/filters/date';
const md = (html: string) => fragmentToMarkdown(html, {pageUrl});

describe('fragmentToMarkdown', () => {
  it('writes headings without their anchor links', () => {
    expect(
      md(
        '<h2 id="syntax">Syntax<a href="#syntax" class="hash-link" aria-label="Direct link to Syntax">\u200b</a></h2>',
      ),
    ).toBe('## Syntax');
  });

  it('makes links and images absolute to the site', () => {
    expect(
      md('<p>See <a href="/docs/canvas/filters/slug">slug</a> and <a href="#args">below</a>.</p>'),
    ).toBe(
      'See [slug](https://developers.tessera.dev/docs/canvas/filters/slug) and [below](https://developers.tessera.dev/docs/canvas/filters/date#args).',
    );
    expect(md('<p><img src="/img/a.png" alt="A diagram"></p>')).toBe(
      '![A diagram](https://developers.tessera.dev/img/a.png)',
    );
  });

  it('keeps inline code, emphasis and intraword underscores readable', () => {
    expect(
      md(
        '<p>Use <code>cms_heading</code> or <strong>reading_time</strong>, not <em>*raw*</em>.</p>',
      ),
    ).toBe('Use `cms_heading` or **reading_time**, not _\\*raw\\*_.');
  });

  it('writes a code block with its language, its title and its lines', () => {
    const html =
      '<div class="language-twig codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">Template</div><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-twig"><code class="codeBlockLines_e6Vv"><span class="token-line"><span class="token">{{ a|upper }}</span><br></span><span class="token-line"><span class="token plain">  </span><span>x</span><br></span></code></pre><div class="buttonGroup_M5ko"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>';
    expect(md(html)).toBe('```twig title="Template"\n{{ a|upper }}\n  x\n```');
  });

  it('turns an admonition into a quote that starts with its label', () => {
    const html =
      '<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>warning</div><div class="admonitionContent_BuS1"><p>Keys are secret.</p><ul><li>One</li></ul></div></div>';
    expect(md(html)).toBe('> **Warning**\n>\n> Keys are secret.\n>\n> - One');
  });

  it('keeps an admonition’s own title', () => {
    const html =
      '<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_Gvgb">Before you start</div><div class="admonitionContent_BuS1"><p>Sign in.</p></div></div>';
    expect(md(html)).toBe('> **Before you start**\n>\n> Sign in.');
  });

  it('writes tables with escaped pipes and its caption', () => {
    const html =
      '<table><caption>Path parameters</caption><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><th scope="row"><code>id</code></th><td>string | null</td></tr></tbody></table>';
    expect(md(html)).toBe(
      '_Path parameters_\n\n| Name | Type |\n| --- | --- |\n| `id` | string \\| null |',
    );
  });

  it('writes nested and ordered lists', () => {
    expect(md('<ol start="3"><li>Run<ul><li>fast</li></ul></li><li>Stop</li></ol>')).toBe(
      '3. Run\n   - fast\n4. Stop',
    );
  });

  it('writes every tab panel after its label, hidden ones included', () => {
    const html =
      '<div class="tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">JavaScript</li></ul><div><div role="tabpanel"><p>A</p></div><div role="tabpanel" hidden=""><p>B</p></div></div></div>';
    expect(md(html)).toBe('**curl**\n\nA\n\n**JavaScript**\n\nB');
  });

  it('writes details as their summary then their content', () => {
    expect(md('<details><summary>Fields</summary><div><p>All of them.</p></div></details>')).toBe(
      '**Fields**\n\nAll of them.',
    );
  });

  it('leaves out buttons, icons, hidden text and the page header', () => {
    expect(
      md(
        '<header><h1>Title</h1></header><p>Kept<button>Copy</button><svg><text>x</text></svg><span aria-hidden="true">!</span></p><div hidden><p>gone</p></div>',
      ),
    ).toBe('Kept');
  });
});

describe('convertPage', () => {
  it('reads the title without the site suffix, the description and the Markdown container', () => {
    const page = convertPage(
      '<!doctype html><html><head><title>date | Developers</title><meta name="description" content="Formats a date."></head><body><nav><a href="/">Home</a></nav><main><div class="theme-doc-markdown markdown"><header><h1>date</h1></header><p>Body</p></div></main><footer>©</footer></body></html>',
      {pageUrl},
    );
    expect(page).toEqual({title: 'date', description: 'Formats a date.', markdown: 'Body'});
  });
});

describe('escaping', () => {
  it('escapes what would start Markdown syntax', () => {
    expect(escapeText('a [b] <c> *d* _e_ f_g')).toBe('a \\[b\\] \\<c> \\*d\\* \\_e\\_ f_g');
  });
  it('fences inline code around backticks', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
  });
  it('fences code blocks longer than any backtick run inside', () => {
    expect(fencedCode('```\nx\n```', 'md', '')).toBe('````md\n```\nx\n```\n````');
  });
});

describe('blocks inside inline content', () => {
  it('keeps a card’s title and summary apart inside its link', () => {
    expect(
      md('<div><a href="/docs"><div>Documentation</div><div>Canvas templates.</div></a></div>'),
    ).toBe('[Documentation Canvas templates.](https://developers.tessera.dev/docs)');
  });
});

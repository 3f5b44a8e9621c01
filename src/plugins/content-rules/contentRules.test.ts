import {checkPage, unbalancedTag, wordCount} from './contentRules';

const words = (count: number) => Array.from({length: count}, (_, i) => `word${i}`).join(' ');
const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}`;
const rules = (file: string, text: string) => checkPage(file, text).map((problem) => problem.rule);

describe('checkPage', () => {
  it('accepts a complete reference page', () => {
    const text = page(
      'title: abs\ndescription: Returns the absolute value.',
      `${words(90)}\n\n\`\`\`twig\n{{ -5|abs }}\n\`\`\`\n`,
    );
    expect(checkPage('docs/canvas/filters/abs.md', text)).toEqual([]);
  });
  it('names the file and each missing frontmatter field', () => {
    const problems = checkPage('docs/x.md', page('title: ""', words(90)));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({file: 'docs/x.md', rule: 'frontmatter title'}),
        expect.objectContaining({file: 'docs/x.md', rule: 'frontmatter description'}),
      ]),
    );
    expect(problems.every((problem) => problem.detail !== '')).toBe(true);
  });
  it('accepts keywords as a list of phrases, and names the file and the field otherwise', () => {
    const withKeywords = (keywords: string) =>
      checkPage(
        'docs/canvas/tags/for.md',
        page(
          `title: for\ndescription: Loops.\nkeywords: ${keywords}`,
          `${words(90)}\n\n\`\`\`twig\n{% for a in b %}{% endfor %}\n\`\`\`\n`,
        ),
      );
    expect(withKeywords('[loop, iterate, repeat for each item]')).toEqual([]);
    for (const wrong of [
      'loop iterate',
      '[loop, ""]',
      '[1, 2]',
      `[${words(11).split(' ').join(', ')}]`,
    ]) {
      const problems = withKeywords(wrong);
      expect(problems.map(({file, rule}) => ({file, rule}))).toEqual([
        {file: 'docs/canvas/tags/for.md', rule: 'frontmatter keywords'},
      ]);
      expect(problems[0]?.detail).toMatch(/"keywords"/);
    }
  });
  it('wants a code block on reference pages only', () => {
    const text = page('title: a\ndescription: b.', words(90));
    expect(rules('docs/canvas/tags/for.md', text)).toContain('reference code block');
    expect(rules('docs/canvas/tags/index.mdx', text)).not.toContain('reference code block');
    expect(rules('docs/courier/commands.md', text)).not.toContain('reference code block');
    // A docs version cut with docs:version keeps its reference pages to the same rule.
    expect(rules('versioned_docs/version-2025/canvas/tags/for.md', text)).toContain(
      'reference code block',
    );
    expect(rules('versioned_docs/version-2025/courier/commands.md', text)).not.toContain(
      'reference code block',
    );
  });
  it('flags short pages', () => {
    expect(rules('docs/x.md', page('title: a\ndescription: b.', words(30)))).toContain(
      'word count',
    );
  });
  it('leaves the length of endpoint pages to the API model check', () => {
    expect(
      rules(
        'api/admin/blogs/create.mdx',
        page('title: a\ndescription: b.\napi: POST /admin/v1/blogs', words(30)),
      ),
    ).not.toContain('word count');
    expect(
      rules(
        'api/admin/events/form-submitted.mdx',
        page('title: a\ndescription: b.', `${words(30)}\n\n<WebhookEvent name="form.submitted" />`),
      ),
    ).not.toContain('word count');
  });
  it.each(['TODO', 'lorem ipsum', 'Coming soon', 'TBD'])(
    'flags the placeholder "%s"',
    (placeholder) => {
      expect(
        rules('docs/x.md', page('title: a\ndescription: b.', `${words(90)} ${placeholder}.`)),
      ).toContain('placeholder');
    },
  );
  it('flags code blocks without a language', () => {
    expect(
      rules(
        'docs/x.md',
        page('title: a\ndescription: b.', `${words(90)}\n\n\`\`\`\nplain\n\`\`\`\n`),
      ),
    ).toContain('code language');
  });
  it('flags an unbalanced twig block', () => {
    const text = page(
      'title: a\ndescription: b.',
      `${words(90)}\n\n\`\`\`twig\n{% for x in xs %}{{ x }}\n\`\`\`\n`,
    );
    const problem = checkPage('docs/x.md', text).find(({rule}) => rule === 'balanced twig');
    expect(problem?.file).toBe('docs/x.md');
    expect(problem?.detail).toContain('{% for %} without {% endfor %}');
  });
});

describe('unbalancedTag', () => {
  it('accepts balanced, nested and inline-set templates', () => {
    expect(
      unbalancedTag('{% for a in b %}{% if a %}{{ a }}{% endif %}{% endfor %}'),
    ).toBeUndefined();
    expect(
      unbalancedTag("{% set x = 1 %}{% set y %}text{% endset %}{% block t 'Title' %}"),
    ).toBeUndefined();
    expect(unbalancedTag('{% verbatim %}{% for %}{% endverbatim %}')).toBeUndefined();
  });
  it('reports a missing end, a stray end and a crossed pair', () => {
    expect(unbalancedTag('{% if a %}')).toBe('{% if %} without {% endif %}');
    expect(unbalancedTag('{% endfor %}')).toBe('{% endfor %} without an opening tag');
    expect(unbalancedTag('{% for a in b %}{% if a %}{% endfor %}{% endif %}')).toBe(
      '{% if %} closed by {% endfor %}',
    );
  });
});

describe('wordCount', () => {
  it('counts words, not imports or component tags', () => {
    expect(
      wordCount('import X from \'y\';\n\n<ReferenceList label="Filter" />\n\nOne two three.'),
    ).toBe(3);
  });
});

import {canvasExamples, normaliseOutput} from './examples';

const page = [
  '```twig title="partials/greeting.canvas"',
  'Hi {{ name }}',
  '```',
  '',
  '```twig title="Template"',
  "{% include 'partials/greeting.canvas' %}",
  '```',
  '',
  '```json title="Data"',
  '{"name": "Ada"}',
  '```',
  '',
  '```html title="Output"',
  'Hi Ada',
  '```',
  '',
  '```twig',
  '{{ syntax_only }}',
  '```',
  '',
  '```twig title="Template"',
  '{{ 1 + 1 }}',
  '```',
  '```text title="Output"',
  '2',
  '```',
].join('\n');

describe('canvasExamples', () => {
  it('finds template, data, output and the named templates before them', () => {
    const [first, second, ...rest] = canvasExamples(page);
    expect(rest).toHaveLength(0);
    expect(first).toEqual({
      line: 5,
      template: "{% include 'partials/greeting.canvas' %}",
      data: '{"name": "Ada"}',
      output: 'Hi Ada',
      templates: {'partials/greeting.canvas': 'Hi {{ name }}'},
    });
    expect(second).toMatchObject({
      template: '{{ 1 + 1 }}',
      data: undefined,
      output: '2',
      templates: {},
    });
  });

  it('ignores a Template block with no Output', () => {
    expect(canvasExamples('```twig title="Template"\n{{ a }}\n```\n')).toEqual([]);
  });
});

describe('normaliseOutput', () => {
  it('collapses whitespace and drops it between tags', () => {
    expect(normaliseOutput('<ul>\n  <li>a   b</li>\n</ul>\n')).toBe('<ul><li>a b</li></ul>');
  });
});

/**
 * The worker's message handler, as the playground and "Try it" use it:
 * every documented example comes back with the output its page prints, and
 * each kind of mistake comes back as a problem a reader can act on.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {canvasExamples, normaliseOutput} from '../examples';
import {markdownFiles, REPOSITORY_ROOT} from '../../plugins/content-rules/markdownFiles';
import {handleRenderRequest} from './handleRenderRequest';
import {OUTPUT_SIZE_LIMIT} from './limits';
import type {RenderProblem, RenderRequest} from './protocol';

const cases = markdownFiles(['docs', 'guides']).flatMap((file) =>
  canvasExamples(readFileSync(join(REPOSITORY_ROOT, file), 'utf8')).map((example) => ({
    name: `${file}:${example.line}`,
    example,
  })),
);

function problemOf(request: Omit<RenderRequest, 'id'>): RenderProblem {
  const response = handleRenderRequest({id: 1, ...request});
  if (response.ok) throw new Error(`expected a problem, got output: ${response.html}`);
  return response.problem;
}

describe('every documented example, through the worker handler', () => {
  it('finds examples', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$name', ({name, example}) => {
    const response = handleRenderRequest({
      id: 7,
      template: example.template,
      data: example.data ?? '',
      templates: example.templates,
    });
    expect(response.id).toBe(7);
    expect({
      example: name,
      output: response.ok ? normaliseOutput(response.html) : response.problem.message,
    }).toEqual({example: name, output: normaliseOutput(example.output)});
  });
});

describe('problems', () => {
  it('gives a syntax error its line, column and the engine message', () => {
    const problem = problemOf({template: '<ul>\n  {% for post in posts %}\n</ul>', data: ''});
    expect(problem).toMatchObject({
      kind: 'syntax',
      source: 'template',
      location: {line: 2, column: 3},
    });
    expect(problem.message).toMatch(
      /^Syntax error \(line 2, column 3\): Unable to find an end tag/,
    );
    expect(problem.engineMessage).toMatch(/end tag/);
  });

  it('says where the data is not JSON', () => {
    const problem = problemOf({template: '{{ a }}', data: '{"a": 1,,}'});
    expect(problem).toMatchObject({kind: 'data', source: 'data', location: {line: 1, column: 9}});
  });

  it('suggests the documented filter closest to a misspelt one', () => {
    const problem = problemOf({template: '<h1>{{ title|uper }}</h1>', data: '{"title": "x"}'});
    expect(problem).toMatchObject({
      kind: 'unknown-name',
      location: {line: 1, column: 14},
      suggestion: {name: 'upper', path: '/docs/canvas/filters/upper'},
    });
    expect(problem.message).toBe(
      'Canvas has no filter named "uper" (line 1, column 14). Did you mean "upper"?',
    );
  });

  it('suggests the documented function closest to a misspelt one', () => {
    const problem = problemOf({template: '{{ rnage(1, 3)|join }}', data: ''});
    expect(problem.suggestion).toEqual({
      name: 'range',
      kind: 'function',
      path: '/docs/canvas/functions/range',
    });
  });

  it('refuses output over the size limit', () => {
    const problem = problemOf({
      template: `{% for i in 1..10000 %}${'x'.repeat(100)}{% endfor %}`,
      data: '',
    });
    expect(problem.kind).toBe('too-large');
    expect(problem.message).toContain(OUTPUT_SIZE_LIMIT.toLocaleString('en-US'));
  });

  it('stops a macro that calls itself for ever', () => {
    const problem = problemOf({
      template: '{% macro loop() %}{{ _self.loop() }}{% endmacro %}{{ _self.loop() }}',
      data: '',
    });
    expect(problem.kind).toBe('render');
  });

  it('reports an error the template raises while it runs', () => {
    const problem = problemOf({template: '{{ range(1, 100000)|length }}', data: ''});
    expect(problem).toMatchObject({kind: 'render', location: {line: 1, column: 1}});
    expect(problem.message).toMatch(/range\(\): the range would have 100000 items/);
  });
});

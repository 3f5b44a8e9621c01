/**
 * Renders every checked Canvas example in the docs and compares it with the
 * output the page shows. A failure names the page and the line of the example.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {canvasExamples, normaliseOutput} from './examples';
import {renderCanvas} from './render';
import {markdownFiles, REPOSITORY_ROOT} from '../plugins/content-rules/markdownFiles';

// The docs versions cut (versioned_docs/) are served too: their examples must still render as shown.
const cases = markdownFiles(['docs', 'versioned_docs', 'guides']).flatMap((file) =>
  canvasExamples(readFileSync(join(REPOSITORY_ROOT, file), 'utf8')).map((example) => ({
    name: `${file}:${example.line}`,
    example,
  })),
);

describe('documented Canvas examples render to the output they show', () => {
  it('finds examples to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$name', ({name, example}) => {
    let data: Record<string, unknown> = {};
    if (example.data !== undefined) {
      try {
        data = JSON.parse(example.data) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${name}: the Data block is not valid JSON (${String(error)})`);
      }
    }
    const rendered = renderCanvas(example.template, {data, templates: example.templates});
    expect({example: name, output: normaliseOutput(rendered)}).toEqual({
      example: name,
      output: normaliseOutput(example.output),
    });
  });
});

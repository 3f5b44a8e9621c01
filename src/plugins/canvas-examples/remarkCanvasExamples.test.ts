/**
 * Every example the docs check must get a "Try it": the plugin must wrap the
 * same examples, with the same template, data and included templates, as the
 * example checker reads.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {canvasExamples} from '../../canvas/examples';
import {markdownFiles, REPOSITORY_ROOT} from '../content-rules/markdownFiles';
import remarkCanvasExamples, {wrapCanvasExamples, type MdNode} from './remarkCanvasExamples';

/** A small Markdown-to-mdast reader for fenced code: enough for the plugin, which only looks at code nodes. */
function fencedTree(markdown: string): MdNode {
  const children: MdNode[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) {
      children.push({type: 'paragraph'});
      continue;
    }
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] ?? '').startsWith(open[1] ?? '```')) {
      body.push(lines[j] ?? '');
      j += 1;
    }
    children.push({type: 'code', lang: open[2], meta: open[3], value: body.join('\n')});
    i = j;
  }
  return {type: 'root', children};
}

describe('remarkCanvasExamples', () => {
  it('wraps Template, Data and Output in one CanvasExample with the strings as attributes', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        {type: 'code', meta: 'title="partials/card.canvas"', value: '<div>{{ t }}</div>'},
        {type: 'paragraph'},
        {type: 'code', lang: 'twig', meta: 'title="Template"', value: '{{ a }}'},
        {type: 'code', lang: 'json', meta: 'title="Data"', value: '{"a": 1}'},
        {type: 'code', lang: 'html', meta: 'title="Output"', value: '1'},
        {type: 'code', lang: 'twig', value: '{{ not an example }}'},
      ],
    };
    expect(wrapCanvasExamples(tree).wrapped).toHaveLength(1);
    expect(tree.children?.map((node) => node.type)).toEqual([
      'code',
      'paragraph',
      'mdxJsxFlowElement',
      'code',
    ]);
    const element = tree.children?.[2];
    expect(element?.name).toBe('CanvasExample');
    expect(element?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'template', value: '{{ a }}'},
      {type: 'mdxJsxAttribute', name: 'data', value: '{"a": 1}'},
      {
        type: 'mdxJsxAttribute',
        name: 'templates',
        value: JSON.stringify({'partials/card.canvas': '<div>{{ t }}</div>'}),
      },
    ]);
    expect(element?.children?.map((node) => /title="(\w+)"/.exec(node.meta ?? '')?.[1])).toEqual([
      'Template',
      'Data',
      'Output',
    ]);
  });

  it('fails with the file and the line when an example is split across containers', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        {
          type: 'containerDirective',
          children: [
            {type: 'code', meta: 'title="Template"', value: 'a', position: {start: {line: 12}}},
          ],
        },
        {type: 'code', meta: 'title="Output"', value: 'a'},
      ],
    };
    expect(() => remarkCanvasExamples()(tree, {path: 'docs/x.md'})).toThrow(
      'docs/x.md: the Canvas example at line 12 has its Template and Output blocks in different containers',
    );
  });

  it.each(markdownFiles(['docs', 'guides']))(
    'gives every checked example in %s a Try it',
    (file) => {
      const markdown = readFileSync(join(REPOSITORY_ROOT, file), 'utf8');
      const expected = canvasExamples(markdown).map(({template, data, templates}) => ({
        template,
        data: data ?? '',
        templates,
      }));
      expect(wrapCanvasExamples(fencedTree(markdown))).toEqual({wrapped: expected, unwrapped: []});
    },
  );
});

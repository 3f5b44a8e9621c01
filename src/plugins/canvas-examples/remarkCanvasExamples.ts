/**
 * Remark plugin: wraps each checked Canvas example (a code block titled
 * "Template", an optional "Data" block and an "Output" block, as
 * `src/canvas/examples.ts` finds them) in a `<CanvasExample>` element, which
 * shows the blocks as they are plus a "Try it" button. The element carries
 * the template, the data and the other templates it includes as plain
 * strings, so the button needs nothing from the page's DOM.
 */

/** The few mdast fields this plugin reads and writes. */
export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  name?: string | null;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  position?: {start: {line: number}};
}

interface Found {
  readonly parent: MdNode;
  readonly node: MdNode;
}

function titleOf(node: MdNode): string | undefined {
  return /title="([^"]*)"/.exec(node.meta ?? '')?.[1];
}

function codeBlocksInOrder(tree: MdNode): Found[] {
  const found: Found[] = [];
  const walk = (parent: MdNode) => {
    for (const child of parent.children ?? []) {
      if (child.type === 'code') found.push({parent, node: child});
      else walk(child);
    }
  };
  walk(tree);
  return found;
}

export interface WrappedExample {
  readonly template: string;
  readonly data: string;
  readonly templates: Readonly<Record<string, string>>;
}

/**
 * Wraps the examples of one Markdown tree in place; returns what it wrapped,
 * in order, and the lines of the Template blocks it could not wrap because
 * their Output sits in another container (a list item, an admonition).
 */
export function wrapCanvasExamples(tree: MdNode): {
  wrapped: WrappedExample[];
  unwrapped: number[];
} {
  const wrapped: WrappedExample[] = [];
  const unwrapped: number[] = [];
  let templates: Record<string, string> = {};
  let current: {found: Found; data?: string} | undefined;
  for (const found of codeBlocksInOrder(tree)) {
    const title = titleOf(found.node);
    if (title?.endsWith('.canvas')) {
      templates[title] = found.node.value ?? '';
    } else if (title === 'Template') {
      current = {found};
    } else if (title === 'Data' && current) {
      current.data = found.node.value ?? '';
    } else if (title === 'Output' && current) {
      const {parent} = current.found;
      const children = parent.children ?? [];
      const start = children.indexOf(current.found.node);
      const end = found.parent === parent ? children.indexOf(found.node) : -1;
      if (start >= 0 && end >= start) {
        const example = {
          template: current.found.node.value ?? '',
          data: current.data ?? '',
          templates,
        };
        const attributes = [
          {type: 'mdxJsxAttribute' as const, name: 'template', value: example.template},
          {type: 'mdxJsxAttribute' as const, name: 'data', value: example.data},
        ];
        if (Object.keys(templates).length > 0)
          attributes.push({
            type: 'mdxJsxAttribute',
            name: 'templates',
            value: JSON.stringify(templates),
          });
        const element: MdNode = {
          type: 'mdxJsxFlowElement',
          name: 'CanvasExample',
          attributes,
          children: children.slice(start, end + 1),
        };
        children.splice(start, end - start + 1, element);
        wrapped.push(example);
      } else {
        unwrapped.push(current.found.node.position?.start.line ?? 0);
      }
      current = undefined;
      templates = {};
    }
  }
  return {wrapped, unwrapped};
}

/** Fails the build when a checked example cannot get its "Try it", naming the file and the line. */
export default function remarkCanvasExamples() {
  return (tree: MdNode, file: {path?: string}): void => {
    const {unwrapped} = wrapCanvasExamples(tree);
    if (unwrapped.length > 0)
      throw new Error(
        `${file.path ?? 'a Markdown file'}: the Canvas example at line ${unwrapped.join(', ')} has its Template and Output blocks in different containers; put the Template, Data and Output blocks next to each other so that the example can get its "Try it" button.`,
      );
  };
}

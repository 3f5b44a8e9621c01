/**
 * Finds the checkable Canvas examples in a Markdown page: consecutive code
 * blocks titled "Template", optionally "Data" (JSON), and "Output". Blocks
 * titled with a `.canvas` path before a Template are the other templates it
 * includes or extends.
 */
export interface CanvasExample {
  /** 1-based line of the Template block, to name the example in failures. */
  readonly line: number;
  readonly template: string;
  readonly data: string | undefined;
  readonly output: string;
  readonly templates: Readonly<Record<string, string>>;
}

export interface CodeBlock {
  readonly line: number;
  /** The fence's language, '' when it has none. */
  readonly language: string;
  readonly title: string | undefined;
  readonly body: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})([^\s`]*)\s*(.*)$/;

export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[2] ?? '```';
    const meta = open[4] ?? '';
    const title = /title="([^"]*)"/.exec(meta)?.[1];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line);
    }
    blocks.push({line: i + 1, language: open[3] ?? '', title, body: body.join('\n')});
    i = j;
  }
  return blocks;
}

export function canvasExamples(markdown: string): CanvasExample[] {
  const examples: CanvasExample[] = [];
  let templates: Record<string, string> = {};
  let current: {line: number; template: string; data?: string} | undefined;
  for (const block of codeBlocks(markdown)) {
    if (block.title?.endsWith('.canvas')) {
      templates[block.title] = block.body;
    } else if (block.title === 'Template') {
      current = {line: block.line, template: block.body};
    } else if (block.title === 'Data' && current) {
      current.data = block.body;
    } else if (block.title === 'Output' && current) {
      examples.push({...current, data: current.data, output: block.body, templates});
      current = undefined;
      templates = {};
    }
  }
  return examples;
}

/** Compares rendered HTML loosely: whitespace runs become one space, whitespace between tags goes. */
export function normaliseOutput(html: string): string {
  return html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim();
}

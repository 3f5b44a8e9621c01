/**
 * The assistant configurations "Use these docs in your AI assistant" shows, read from its
 * Markdown: each block's assistant (by the file name in its title), the form it takes (the `npx`
 * package, the hosted URL, or a clone's script for writers of the docs) and where it is on the page.
 */
import {codeBlocks} from '../../src/canvas/examples';

export const ASSISTANTS_PAGE = 'docs/getting-started/ai-assistants.md';
export const WRITERS_HEADING = '## For writers of the docs';
export const SERVER_NAME = 'tessera-docs';

/** Where each assistant keeps its servers: VS Code under `servers`, the others under `mcpServers`. */
export const SHAPES: Readonly<Record<string, 'servers' | 'mcpServers'>> = {
  'claude_desktop_config.json': 'mcpServers',
  '.cursor/mcp.json': 'mcpServers',
  '.vscode/mcp.json': 'servers',
};

/** Claude Desktop takes a URL in its Connectors settings, not in its file: a text block with this title. */
export const CONNECTOR_TITLE = 'Remote MCP server URL';

export interface ServerEntry {
  readonly type?: string;
  readonly command?: string;
  readonly args?: readonly string[];
  readonly url?: string;
}

export interface AssistantConfig {
  readonly title: string;
  readonly line: number;
  readonly form: 'npx' | 'url' | 'clone';
  readonly entry: ServerEntry;
  /** Whether it is in the section for writers of the docs (after WRITERS_HEADING). */
  readonly forWriters: boolean;
}

export function assistantConfigs(markdown: string): AssistantConfig[] {
  const writersLine = markdown.split('\n').indexOf(WRITERS_HEADING) + 1;
  return codeBlocks(markdown).flatMap((block): AssistantConfig[] => {
    const forWriters = writersLine > 0 && block.line > writersLine;
    if (block.title === CONNECTOR_TITLE)
      return [
        {
          title: block.title,
          line: block.line,
          form: 'url',
          entry: {url: block.body.trim()},
          forWriters,
        },
      ];
    if (block.language !== 'json') return [];
    const shape = SHAPES[block.title ?? ''];
    if (!shape)
      throw new Error(`Line ${block.line}: a JSON block titled with no known assistant file.`);
    const config = JSON.parse(block.body) as Record<string, Record<string, ServerEntry>>;
    const entry = config[shape]?.[SERVER_NAME];
    if (!entry) throw new Error(`Line ${block.line}: no "${SERVER_NAME}" under "${shape}".`);
    const form = entry.url !== undefined ? 'url' : entry.command === 'npx' ? 'npx' : 'clone';
    return [{title: block.title ?? '', line: block.line, form, entry, forWriters}];
  });
}

/**
 * "Open in ChatGPT" and "Open in Claude": links that start a chat with a prompt naming the
 * page's Markdown twin by its URL, for the assistant to fetch. The page's text never goes in
 * the link (it would not fit, and would leak drafts of what the reader has open).
 */

export interface AssistantLink {
  readonly label: string;
  readonly href: string;
}

export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so I can ask questions about it.`;
}

export function assistantLinks(twinUrl: string): AssistantLink[] {
  const prompt = encodeURIComponent(assistantPrompt(twinUrl));
  return [
    {label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}`},
    {label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`},
  ];
}

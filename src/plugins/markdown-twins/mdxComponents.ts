/**
 * The MDX components a page may use. The twin is converted from the rendered
 * HTML, so a component's content reaches it only when the converter reads
 * that HTML as the reader sees it; each component here has been checked for
 * that (its twin shows its tables, lists and code). A page that uses any
 * other component fails the build, naming the file and the component, rather
 * than ship a twin that silently drops what the component shows.
 */
import type {ApiComponentName} from '../../data/api/components';

/** The API model's components (src/data/api/components.ts) -> what its twin shows. */
const API_COMPONENT_TWINS = {
  Endpoint: 'authentication, parameter tables, curl and JavaScript examples, response, errors',
  WebhookEvent:
    'when it is sent, the payload table and example, delivery, headers, the signature samples',
  ApiReferenceCards: 'the references, linked, with their summaries',
  ApiAccountCards: 'the account references, linked, with their summaries',
  ApiErrorTable: 'the error table',
  ApiResourceTable: 'the resource table: each endpoint linked, with method and path',
} satisfies Record<ApiComponentName, string>;

/** Component name -> what its twin shows. */
export const KNOWN_COMPONENTS: Readonly<Record<string, string>> = {
  ...API_COMPONENT_TWINS,
  SignatureSamples: 'every sample, after its label',
  ReferenceList: 'the group table: each page linked, with its summary',
  Tabs: 'every tab panel, after its label',
  TabItem: 'its content, after its label',
  Details: 'its summary in bold, then its content',
  CodeBlock: 'a fenced code block with its language and title',
  Admonition: 'a quote that starts with its label',
};

export interface UnknownComponent {
  readonly file: string;
  readonly component: string;
  readonly line: number;
}

/** Blanks code (fenced and inline) and comments so their text is not read as components. */
function withoutCode(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, blank)
    .replace(/(`+)[^`\n]*?\1/g, blank)
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, blank);
}

/** The components an MDX source uses that the converter does not know, with their lines. */
export function unknownComponents(
  file: string,
  source: string,
  known: Readonly<Record<string, string>> = KNOWN_COMPONENTS,
): UnknownComponent[] {
  const text = withoutCode(source);
  const found: UnknownComponent[] = [];
  for (const match of text.matchAll(/<([A-Z][\w]*(?:\.[\w]+)*)/g)) {
    const component = match[1] ?? '';
    if (component in known) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({file, component, line});
  }
  return found;
}

export function unknownComponentsMessage(found: readonly UnknownComponent[]): string {
  return `Markdown twins: these pages use MDX components the twin converter does not know, so their twins would lose what the components show:\n${found
    .map((item) => `  ${item.file}:${item.line}: <${item.component}>`)
    .join(
      '\n',
    )}\nCheck the component's twin (build, then open the page's .md) and add it to KNOWN_COMPONENTS in src/plugins/markdown-twins/mdxComponents.ts, or write the page without it.`;
}

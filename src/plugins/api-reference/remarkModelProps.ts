/**
 * A remark plugin for the API reference's MDX: each model-fed component a page
 * uses (`<Endpoint id="admin.blogs.create" />`, `<ApiResourceTable reference="admin" />`, ...)
 * receives its resolved view as literal props, and an endpoint page gets its
 * table of contents from the same sections the component renders. The page's
 * JavaScript then holds its own data only: the model stays in Node.
 */
import {
  accountCardsView,
  endpointToc,
  endpointView,
  errorCodesView,
  type TocItem,
  referenceCardsView,
  resourceRowsView,
} from './views';
import {referencesById, type ApiId, type ReferenceId} from '../../data/api';
import {eventToc, eventView} from './eventView';
import type {ApiComponentName} from '../../data/api/components';

type Json = string | number | boolean | null | readonly Json[] | {readonly [key: string]: Json};

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface MdastNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdastNode[];
  data?: {estree?: EstreeNode};
  value?: string;
}

/** A JSON value as an ESTree expression (what `export const x = <value>` compiles from). */
export function jsonToEstree(value: Json): EstreeNode {
  if (value === null || typeof value !== 'object') {
    return {type: 'Literal', value, raw: JSON.stringify(value)};
  }
  if (Array.isArray(value)) {
    return {type: 'ArrayExpression', elements: value.map((item: Json) => jsonToEstree(item))};
  }
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value as Record<string, Json>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
        value: jsonToEstree(item),
      })),
  };
}

type Attributes = Readonly<Record<string, string | undefined>>;

const API_IDS: readonly ApiId[] = ['console', 'admin', 'project'];

function referenceAttribute(value: string | undefined): ReferenceId {
  if (value && value in referencesById) return value as ReferenceId;
  throw new Error(
    `reference="${value ?? ''}" names no reference; use one of ${Object.keys(referencesById).join(', ')}`,
  );
}

function apiAttribute(value: string | undefined): ApiId | undefined {
  if (value === undefined || API_IDS.includes(value as ApiId)) return value as ApiId | undefined;
  throw new Error(`api="${value}" names no API; use one of ${API_IDS.join(', ')}, or leave it out`);
}

/** The components fed from the model, and how each one's props are resolved from its attributes. */
export const MODEL_COMPONENTS: Readonly<Record<string, (attributes: Attributes) => unknown>> = {
  Endpoint: ({id}) => endpointView(id ?? ''),
  WebhookEvent: ({name}) => eventView(name ?? ''),
  ApiReferenceCards: () => ({cards: referenceCardsView()}),
  ApiAccountCards: () => ({cards: accountCardsView()}),
  ApiResourceTable: ({reference}) => resourceRowsView(referenceAttribute(reference)),
  ApiErrorTable: ({api}) => ({errors: errorCodesView(apiAttribute(api))}),
} satisfies Record<ApiComponentName, (attributes: Attributes) => unknown>;

function stringAttributes(node: MdastNode, where: string): Attributes {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      throw new Error(
        `${where}: <${node.name}> takes plain string attributes (such as id="admin.blogs.create"); its data comes from the model.`,
      );
    }
    attributes[attribute.name ?? ''] = attribute.value;
  }
  return attributes;
}

function spreadAttribute(props: unknown): {
  type: string;
  value: string;
  data: {estree: EstreeNode};
} {
  return {
    type: 'mdxJsxExpressionAttribute',
    value: '...props',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [{type: 'SpreadElement', argument: jsonToEstree(props as Json)}],
            },
          },
        ],
      },
    },
  };
}

/** The components that are a page's whole subject, and the table of contents each gives its page. */
const PAGE_TOCS: Readonly<Record<string, (attributes: Attributes) => TocItem[]>> = {
  Endpoint: ({id}) => endpointToc(id ?? ''),
  WebhookEvent: ({name}) => eventToc(name ?? ''),
};

function tocExport(toc: readonly TocItem[]): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            attributes: [],
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: {type: 'Identifier', name: 'toc'},
                  init: jsonToEstree(toc as unknown as Json),
                },
              ],
            },
          },
        ],
      },
    },
  };
}

function visitElements(node: MdastNode, visit: (element: MdastNode) => void): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') visit(node);
  for (const child of node.children ?? []) visitElements(child, visit);
}

function exportsToc(root: MdastNode): boolean {
  return (root.children ?? []).some(
    (node) => node.type === 'mdxjsEsm' && /\bexport\s+const\s+toc\b/.test(node.value ?? ''),
  );
}

/** Resolves every model-fed component of one page; throws with the file and the component. */
export function applyModelProps(root: MdastNode, where: string): void {
  const subjects: {name: string; attributes: Attributes}[] = [];
  visitElements(root, (element) => {
    const resolve = element.name ? MODEL_COMPONENTS[element.name] : undefined;
    if (!element.name || !resolve) return;
    const attributes = stringAttributes(element, where);
    let props: unknown;
    try {
      props = resolve(attributes);
    } catch (error) {
      throw new Error(`${where}: <${element.name}>: ${(error as Error).message}`);
    }
    if (element.name in PAGE_TOCS) subjects.push({name: element.name, attributes});
    element.attributes = [spreadAttribute(props)];
  });
  if (subjects.length > 1) {
    throw new Error(
      `${where}: renders ${subjects.map((subject) => `<${subject.name} />`).join(', ')}; a page documents one endpoint or one event.`,
    );
  }
  const [subject] = subjects;
  if (subject === undefined) return;
  if (exportsToc(root)) {
    throw new Error(
      `${where}: exports its own toc; remove it, the table of contents of an endpoint or event page comes from the model.`,
    );
  }
  const toc = PAGE_TOCS[subject.name]?.(subject.attributes) ?? [];
  (root.children ??= []).push(tocExport(toc));
}

export default function remarkModelProps() {
  return (root: MdastNode, file: {path?: string}): void =>
    applyModelProps(root, file.path ?? 'an API page');
}

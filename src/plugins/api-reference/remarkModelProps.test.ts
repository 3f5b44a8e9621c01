import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {applyModelProps, jsonToEstree, MODEL_COMPONENTS} from './remarkModelProps';
import {endpointToc, endpointView} from './views';

type Node = Parameters<typeof applyModelProps>[0];

const element = (name: string, attributes: Record<string, string>): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  })),
  children: [],
});

/** Evaluates the ESTree literal the plugin writes, to compare it with the view. */
function evaluate(node: unknown): unknown {
  const estree = node as {type: string; [key: string]: unknown};
  switch (estree.type) {
    case 'Literal':
      return estree.value;
    case 'ArrayExpression':
      return (estree.elements as unknown[]).map(evaluate);
    case 'ObjectExpression':
      return Object.fromEntries(
        (estree.properties as {key: {value: string}; value: unknown}[]).map((property) => [
          property.key.value,
          evaluate(property.value),
        ]),
      );
    default:
      throw new Error(`unexpected ${estree.type}`);
  }
}

function spreadProps(node: Node): unknown {
  const [attribute] = node.attributes ?? [];
  const estree = (attribute as unknown as {data: {estree: {body: {expression: unknown}[]}}}).data
    .estree;
  const object = estree.body[0]?.expression as {properties: {argument: unknown}[]};
  return evaluate(object.properties[0]?.argument);
}

describe('remarkModelProps', () => {
  test("gives <Endpoint id> the endpoint's view as props and exports the table of contents", () => {
    const endpoint = element('Endpoint', {id: 'admin.blogs.create'});
    const root: Node = {type: 'root', children: [endpoint]};
    applyModelProps(root, 'api/admin/blogs/create.mdx');
    expect(spreadProps(endpoint)).toEqual(
      JSON.parse(JSON.stringify(endpointView('admin.blogs.create'))),
    );
    const tocNode = root.children?.at(-1);
    expect(tocNode?.type).toBe('mdxjsEsm');
    const declaration = (
      tocNode?.data?.estree as unknown as {
        body: {declaration: {declarations: {id: {name: string}; init: unknown}[]}}[];
      }
    ).body[0]?.declaration.declarations[0];
    expect(declaration?.id.name).toBe('toc');
    expect(evaluate(declaration?.init)).toEqual(endpointToc('admin.blogs.create'));
  });

  test('resolves the overview and introduction components from their attributes', () => {
    const table = element('ApiResourceTable', {reference: 'admin'});
    const errors = element('ApiErrorTable', {api: 'project'});
    const other = element('Tabs', {groupId: 'x'});
    applyModelProps({type: 'root', children: [table, errors, other]}, 'api/admin/index.mdx');
    expect(spreadProps(table)).toMatchObject({title: 'Admin API'});
    expect(
      (spreadProps(errors) as {errors: {code: string}[]}).errors.map((row) => row.code),
    ).toContain('origin_not_allowed');
    expect(other.attributes).toEqual([{type: 'mdxJsxAttribute', name: 'groupId', value: 'x'}]);
  });

  test('fails with the file and the component for an unknown id or reference', () => {
    expect(() =>
      applyModelProps(
        {type: 'root', children: [element('Endpoint', {id: 'admin.blog.create'})]},
        'api/admin/blogs/create.mdx',
      ),
    ).toThrow('api/admin/blogs/create.mdx: <Endpoint>: No endpoint "admin.blog.create"');
    expect(() =>
      applyModelProps(
        {type: 'root', children: [element('ApiResourceTable', {reference: 'billing'})]},
        'api/x.mdx',
      ),
    ).toThrow('api/x.mdx: <ApiResourceTable>: reference="billing" names no reference');
  });

  test('refuses a page that writes its own table of contents or two endpoints', () => {
    const own: Node = {
      type: 'root',
      children: [
        {type: 'mdxjsEsm', value: "export const toc = [{value: 'A', id: 'a', level: 2}];"},
        element('Endpoint', {id: 'admin.blogs.create'}),
      ],
    };
    expect(() => applyModelProps(own, 'api/a.mdx')).toThrow('api/a.mdx: exports its own toc');
    const two: Node = {
      type: 'root',
      children: [
        element('Endpoint', {id: 'admin.blogs.create'}),
        element('Endpoint', {id: 'admin.blogs.update'}),
      ],
    };
    expect(() => applyModelProps(two, 'api/b.mdx')).toThrow(
      'renders <Endpoint />, <Endpoint />; a page documents one endpoint or one event',
    );
  });

  test("an event page gets the event's view and its table of contents", () => {
    const page: Node = {
      type: 'root',
      children: [element('WebhookEvent', {name: 'form.submitted'})],
    };
    applyModelProps(page, 'api/admin/events/form-submitted.mdx');
    const toc = page.children?.at(-1);
    expect(toc?.type).toBe('mdxjsEsm');
    expect(JSON.stringify(toc)).toContain('"verify-the-signature"');
    const unknown: Node = {type: 'root', children: [element('WebhookEvent', {name: 'form.sent'})]};
    expect(() => applyModelProps(unknown, 'api/x.mdx')).toThrow(
      'api/x.mdx: <WebhookEvent>: No webhook event "form.sent" in src/data/api. The events are form.submitted',
    );
  });

  test('writes JSON values as ESTree literals', () => {
    expect(evaluate(jsonToEstree({a: [1, 'two', null, true], b: {c: 'd'}}))).toEqual({
      a: [1, 'two', null, true],
      b: {c: 'd'},
    });
  });
});

test('every model-fed component is in the API pages’ MDX scope, and only those', () => {
  // The scope lives in a React module; its names are read from the source to keep this test in Node.
  const source = readFileSync(join(__dirname, '../../components/ApiDocItem/index.tsx'), 'utf8');
  const scope = /export const apiComponents = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const names = scope
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect(names.sort()).toEqual(Object.keys(MODEL_COMPONENTS).sort());
});

/**
 * The example request of an endpoint, as curl and as JavaScript `fetch`, and
 * its example response, all derived from the model's example values.
 */
import {apis} from './apis';
import {objectsByName} from './objects';
import type {Endpoint, Json} from './types';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
};

/** The success status of an endpoint: 201 for creations, 204 when there is no body, else 200. */
export function successStatus(endpoint: Endpoint): number {
  const {response} = endpoint;
  if (response.kind === 'empty') return 204;
  if (response.kind === 'object') return response.status ?? 200;
  return 200;
}

export function statusLine(status: number): string {
  return `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
}

/** The example URL: path parameters filled in, then the example query string. */
/** An example value as it appears in a URL or query: strings as they are, anything else as JSON. */
export function scalarText(value: Json): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function exampleUrl(endpoint: Endpoint): string {
  const path = endpoint.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = endpoint.pathParams.find((candidate) => candidate.name === name);
    return param ? encodeURIComponent(scalarText(param.example)) : whole;
  });
  const query = Object.entries(endpoint.example.query)
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2F/g, '/')}`,
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

function shellSingleQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlExample(endpoint: Endpoint): string {
  const {credential} = apis[endpoint.api];
  const url = exampleUrl(endpoint);
  const lines = [
    `curl ${endpoint.method === 'GET' ? '' : `-X ${endpoint.method} `}${url.includes('?') ? `"${url}"` : url}`,
  ];
  lines.push(`-H "Authorization: Bearer $${credential.envVar}"`);
  const body = endpoint.example.body;
  if (body) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${shellSingleQuote(JSON.stringify(body, null, 2)).replace(/\n/g, '\n  ')}`);
  }
  return lines.join(' \\\n  ');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function jsString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A JSON value written as a JavaScript literal, formatted as Prettier would. */
export function jsLiteral(value: Json, indent = ''): string {
  if (value === null || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'string') return jsString(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value as readonly Json[];
    if (items.length === 0) return '[]';
    if (items.every((item) => item === null || typeof item !== 'object'))
      return `[${items.map((item) => jsLiteral(item)).join(', ')}]`;
    return `[\n${items.map((item) => `${inner}${jsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, Json>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) =>
      `${inner}${IDENTIFIER.test(key) ? key : jsString(key)}: ${jsLiteral(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** "route pattern" → "routePattern". */
function variableName(endpoint: Endpoint): string {
  const words = objectsByName[endpoint.object].singular.toLowerCase().split(/\s+/);
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

export function fetchExample(endpoint: Endpoint): string {
  const {credential} = apis[endpoint.api];
  const auth = credential.publicExample
    ? `'Bearer ${credential.publicExample}'`
    : `\`Bearer \${process.env.${credential.envVar}}\``;
  const body = endpoint.example.body;
  const options: string[] = [];
  if (endpoint.method !== 'GET') options.push(`  method: '${endpoint.method}',`);
  if (body) {
    options.push(
      '  headers: {',
      `    Authorization: ${auth},`,
      "    'Content-Type': 'application/json',",
      '  },',
    );
    options.push(`  body: JSON.stringify(${jsLiteral(body, '  ')}),`);
  } else {
    options.push(`  headers: { Authorization: ${auth} },`);
  }
  const lines = [
    `const response = await fetch(${jsString(exampleUrl(endpoint))}, {`,
    ...options,
    '});',
  ];
  lines.push(
    'if (!response.ok) {',
    '  const { error } = await response.json();',
    '  throw new Error(`${error.code}: ${error.message}`);',
    '}',
  );
  switch (endpoint.response.kind) {
    case 'list':
      lines.push('const { data, next_cursor } = await response.json();');
      break;
    case 'deleted':
      lines.push('const { id, deleted } = await response.json();');
      break;
    case 'object':
      lines.push(
        `const ${endpoint.response.object === objectsByName[endpoint.object].name ? variableName(endpoint) : endpoint.response.object.charAt(0).toLowerCase() + endpoint.response.object.slice(1)} = await response.json();`,
      );
      break;
    case 'empty':
      break;
  }
  return lines.join('\n');
}

/** The example response body as formatted JSON, or undefined when the call returns no body. */
export function responseExample(endpoint: Endpoint): string | undefined {
  const value = endpoint.example.response;
  return value === undefined ? undefined : JSON.stringify(value, null, 2);
}

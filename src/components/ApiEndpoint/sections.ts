/**
 * The sections of an endpoint page, in order. The component renders its
 * headings from this list and the page exports it as its table of contents
 * (`export const toc = endpointToc(...)`), so the two cannot drift apart.
 */
import {getEndpoint, type Endpoint} from '@site/src/data/api';

export interface Section {
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
}

/** The table-of-contents entry shape Docusaurus reads from an MDX `toc` export. */
export interface TocItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

export const PARAMETER_GROUPS = [
  {key: 'pathParams', id: 'path-parameters', title: 'Path parameters'},
  {key: 'query', id: 'query-parameters', title: 'Query parameters'},
  {key: 'body', id: 'body-parameters', title: 'Body parameters'},
] as const;

export function endpointSections(endpoint: Endpoint): Section[] {
  const sections: Section[] = [
    {id: 'authentication', title: 'Authentication', level: 2},
    {id: 'parameters', title: 'Parameters', level: 2},
  ];
  for (const group of PARAMETER_GROUPS) {
    if (endpoint[group.key].length > 0) sections.push({id: group.id, title: group.title, level: 3});
  }
  sections.push(
    {id: 'example-request', title: 'Example request', level: 2},
    {id: 'example-response', title: 'Example response', level: 2},
    {id: 'errors', title: 'Errors', level: 2},
  );
  if (endpoint.related.length > 0) sections.push({id: 'related', title: 'Related', level: 2});
  return sections;
}

/** The page's table of contents: `export const toc = endpointToc('admin.blogs.create');`. */
export function endpointToc(id: string): TocItem[] {
  return endpointSections(getEndpoint(id)).map(({id: anchor, title, level}) => ({
    value: title,
    id: anchor,
    level,
  }));
}

/** @jest-environment jsdom */
import React from 'react';
import type * as ThemeStubs from '@site/src/test/themeStubs';
import {render, screen, within} from '@testing-library/react';
import {endpoints, getEndpoint} from '@site/src/data/api';
import {
  authenticationRoute,
  endpointToc,
  endpointView,
} from '@site/src/plugins/api-reference/views';
import Endpoint from '.';
import {inlineParts} from './Inline';

jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({
      as: Tag,
      id,
      children,
    }: {
      as: 'h2' | 'h3';
      id: string;
      children: React.ReactNode;
    }) => <Tag id={id}>{children}</Tag>,
  }),
  {virtual: true},
);
jest.mock(
  '@theme/CodeBlock',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('CodeBlock'),
  {virtual: true},
);
jest.mock(
  '@theme/Tabs',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('Tabs'),
  {virtual: true},
);
jest.mock(
  '@theme/TabItem',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('TabItem'),
  {virtual: true},
);
jest.mock(
  '@theme/Details',
  () => jest.requireActual<typeof ThemeStubs>('@site/src/test/themeStubs').themeStub('Details'),
  {virtual: true},
);

function headings(container: HTMLElement) {
  return Array.from(container.querySelectorAll('h2, h3')).map((heading) => ({
    value: heading.textContent,
    id: heading.id,
    level: Number(heading.tagName[1]),
  }));
}

describe('<Endpoint />', () => {
  // One test per endpoint: a slow or failing one names itself.
  test.each(endpoints.map((endpoint) => endpoint.id))(
    '%s renders exactly the headings its table of contents lists',
    (id) => {
      const {container} = render(<Endpoint {...endpointView(id)} />);
      expect(headings(container)).toEqual(endpointToc(id));
    },
  );

  test('shows parameters, the example request in four languages, the response, errors and related calls', () => {
    render(<Endpoint {...endpointView('admin.posts.create')} />);
    const body = screen.getByRole('table', {name: 'Body parameters of Create a post'});
    expect(within(body).getByRole('rowheader', {name: 'blog'}).closest('tr')).toHaveTextContent(
      'Required',
    );
    expect(within(body).getByRole('rowheader', {name: 'image.url'})).toBeInTheDocument();
    const examples = [
      {label: 'curl', language: 'bash', text: '--url https://api.tessera.dev/admin/v1/posts'},
      {label: 'JavaScript', language: 'js', text: "method: 'POST'"},
      {label: 'Python', language: 'python', text: 'requests.post(url, json=payload'},
      {label: 'PHP', language: 'php', text: "$client->request('POST'"},
    ];
    for (const {label, language, text} of examples) {
      const code = within(screen.getByRole('region', {name: label})).getByText(/Bearer tak_\.\.\./);
      expect(code).toHaveAttribute('data-language', language);
      expect(code).toHaveTextContent(text);
    }
    expect(screen.getByText(/201 Created/)).toBeInTheDocument();
    const errors = screen.getByRole('table', {name: 'Errors of Create a post'});
    expect(within(errors).getByRole('rowheader', {name: 'unauthorized'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Update a post'})).toHaveAttribute(
      'href',
      '/api/admin/posts/update',
    );
    expect(screen.getByRole('link', {name: /How to get a project admin key/})).toHaveAttribute(
      'href',
      '/api/admin/authentication',
    );
  });

  test('links the related calls of projects: archive and restore point at each other', () => {
    const {unmount} = render(<Endpoint {...endpointView('console.projects.remove')} />);
    expect(screen.getByRole('link', {name: 'Restore a project'})).toHaveAttribute(
      'href',
      '/api/console/projects/restore',
    );
    unmount();
    render(<Endpoint {...endpointView('console.projects.restore')} />);
    expect(screen.getByRole('link', {name: 'Archive a project'})).toHaveAttribute(
      'href',
      '/api/console/projects/remove',
    );
  });

  test('says when a call takes no parameters and returns no body', () => {
    render(<Endpoint {...endpointView('console.brand.remove')} />);
    expect(screen.getByText('This call takes no parameters.')).toBeInTheDocument();
    expect(screen.getByText(/with an empty body/)).toHaveTextContent('204 No Content');
    expect(screen.getByText('Tessera-Agency: agy_...')).toBeInTheDocument();
  });

  test('points each API at the page that explains its credential', () => {
    expect(authenticationRoute(getEndpoint('project.posts.list'))).toBe(
      '/api/project#authentication',
    );
    expect(authenticationRoute(getEndpoint('user.email'))).toBe('/api/console/authentication');
  });
});

describe('inline text', () => {
  test('turns backticks into code and keeps the rest', () => {
    expect(inlineParts('Use `limit` and `cursor`.')).toEqual([
      {code: false, text: 'Use '},
      {code: true, text: 'limit'},
      {code: false, text: ' and '},
      {code: true, text: 'cursor'},
      {code: false, text: '.'},
    ]);
    expect(inlineParts('A lone ` stays')).toEqual([{code: false, text: 'A lone ` stays'}]);
  });
});

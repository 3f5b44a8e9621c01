/** @jest-environment jsdom */
import React from 'react';
import type * as ThemeStubs from '@site/src/test/themeStubs';
import {render, screen, within} from '@testing-library/react';
import {webhookEvents} from '@site/src/data/api';
import {eventToc, eventView} from '@site/src/plugins/api-reference/eventView';
import WebhookEvent from '.';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children}: {to: string; children: React.ReactNode}) => (
      <a href={to}>{children}</a>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({as: Tag, id, children}: {as: 'h2'; id: string; children: React.ReactNode}) => (
      <Tag id={id}>{children}</Tag>
    ),
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

test.each(webhookEvents.map((event) => event.name))(
  '%s renders exactly the headings its table of contents lists',
  (name) => {
    const {container} = render(<WebhookEvent {...eventView(name)} />);
    const headings = Array.from(container.querySelectorAll('h2')).map((heading) => ({
      value: heading.textContent,
      id: heading.id,
      level: 2,
    }));
    expect(headings).toEqual(eventToc(name));
  },
);

test('shows the payload fields, the example, the signed headers, four samples and the webhook calls', () => {
  render(<WebhookEvent {...eventView('domain.verified')} />);
  const fields = screen.getByRole('table', {name: 'Fields of domain.verified'});
  expect(within(fields).getByRole('rowheader', {name: 'data.certificate.status'})).toBeVisible();
  expect(screen.getByText(/"status": "active"/)).toBeInTheDocument();
  const headers = screen.getByRole('table', {name: 'Headers of a domain.verified delivery'});
  expect(within(headers).getByText(/^t=\d+,v1=[0-9a-f]{64}$/)).toBeInTheDocument();
  for (const label of ['JavaScript', 'Python', 'PHP', 'Shell (openssl)'])
    expect(screen.getByRole('region', {name: label})).toBeInTheDocument();
  expect(screen.getByRole('link', {name: 'Create a webhook'})).toHaveAttribute(
    'href',
    '/api/admin/webhooks/create',
  );
  expect(screen.getByRole('link', {name: 'domain'})).toHaveAttribute(
    'href',
    '/api/console/domains/retrieve',
  );
});

/** @jest-environment jsdom */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import type {GuideCardData} from './GuideCard';
import GuideTagPage from './GuideTagPage';

jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({as: Tag, children}: {as: 'h1' | 'h3'; children: React.ReactNode}) => (
      <Tag>{children}</Tag>
    ),
  }),
  {virtual: true},
);
// The layout's title is what the reader's tab shows: kept where the test can read it.
jest.mock(
  '@theme/Layout',
  () => ({
    __esModule: true,
    default: ({title, children}: {title: string; children: React.ReactNode}) => (
      <div data-title={title}>{children}</div>
    ),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/router', () => ({useLocation: () => ({search: ''})}), {virtual: true});

const guide = (title: string, tags: string[]): GuideCardData => ({
  permalink: `/guides/${title.toLowerCase().replace(/ /g, '-')}`,
  title,
  description: `How to ${title.toLowerCase()}.`,
  date: '2026-03-01T00:00:00.000Z',
  formattedDate: 'March 1, 2026',
  featured: false,
  tags: tags.map((label) => ({label, key: label.toLowerCase()})),
  authors: ['Ada'],
});

const guides = [
  guide('Build a contact form', ['Forms', 'Canvas']),
  guide('Verify webhook signatures', ['Webhooks', 'Security']),
  guide('Store form answers', ['Forms']),
];

function renderTag(label: string) {
  return render(
    <GuideTagPage
      tag={{
        label,
        permalink: `/guides/tags/${label.toLowerCase()}`,
        description: `Guides about ${label}.`,
        allTagsPath: '/guides/tags',
        count: 2,
        unlisted: false,
      }}
      metadata={{
        blogTitle: 'Guides',
        blogDescription: 'Step-by-step guides.',
        permalink: '/guides',
      }}
      guides={guides}
    />,
  );
}

describe('a guide tag’s page', () => {
  it('lists the tagged guides as cards, from the first render', () => {
    const {container} = renderTag('Forms');
    const region = screen.getByRole('heading', {name: 'Guides tagged Forms'}).closest('section');
    expect(region).not.toBeNull();
    const titles = within(region as HTMLElement)
      .getAllByRole('heading', {level: 3})
      .map((heading) => heading.textContent);
    expect(titles.sort()).toEqual(['Build a contact form', 'Store form answers']);
    expect(screen.getByText('2 guides')).toBeInTheDocument();
    expect(container.querySelector('[data-title]')).toHaveAttribute(
      'data-title',
      'Guides tagged Forms',
    );
  });

  it('marks its tag as the chosen filter and links back to every guide', () => {
    renderTag('Security');
    expect(screen.getByRole('link', {name: 'Security'})).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', {name: 'All guides'})).toHaveAttribute('href', '/guides');
    expect(screen.getByRole('link', {name: 'All guides'})).not.toHaveAttribute('aria-current');
  });
});

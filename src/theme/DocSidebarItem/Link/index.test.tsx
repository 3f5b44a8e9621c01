/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import LinkWrapper from '.';

// The original passes its extra props to the <a> it renders; this stand-in does the same.
jest.mock(
  '@theme-original/DocSidebarItem/Link',
  () => ({
    __esModule: true,
    default: ({
      item,
      activePath: _activePath,
      level: _level,
      index: _index,
      ...rest
    }: {
      item: {href: string; label: string; className?: string};
      activePath: string;
      level: number;
      index: number;
    }) => (
      <li className={item.className}>
        {}
        <a href={item.href} {...rest}>
          {item.label}
        </a>
      </li>
    ),
  }),
  {virtual: true},
);

const base = {activePath: '/api/admin', level: 2, index: 0};

test('an endpoint item gets the badge and is announced with its method', () => {
  render(
    <LinkWrapper
      {...base}
      item={{
        type: 'link',
        href: '/api/admin/blogs/create',
        label: 'Create a blog',
        customProps: {method: 'POST'},
      }}
    />,
  );
  const link = screen.getByRole('link', {name: 'POST Create a blog'});
  expect(link).toHaveAttribute('data-method', 'POST');
  expect(link).toHaveAttribute('data-badge', 'POST');
  expect(link.closest('li')).toHaveClass('endpoint');
});

test('an event item gets the EVENT badge and is announced as an event', () => {
  render(
    <LinkWrapper
      {...base}
      item={{
        type: 'link',
        href: '/api/admin/events/form-submitted',
        label: 'form.submitted',
        customProps: {event: true},
      }}
    />,
  );
  const link = screen.getByRole('link', {name: 'Event form.submitted'});
  expect(link).toHaveAttribute('data-badge', 'EVENT');
  expect(link).not.toHaveAttribute('data-method');
  expect(link.closest('li')).toHaveClass('endpoint');
});

test('other items render as before', () => {
  render(
    <LinkWrapper {...base} item={{type: 'link', href: '/api/admin', label: 'Introduction'}} />,
  );
  const link = screen.getByRole('link', {name: 'Introduction'});
  expect(link).not.toHaveAttribute('data-method');
  expect(link).not.toHaveAttribute('aria-label');
});

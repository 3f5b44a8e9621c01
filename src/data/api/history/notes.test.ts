import {endpointNotes, filterChanges, formatChangeDate} from './notes';
import type {ApiChange} from './types';

function row(partial: Partial<ApiChange> & Pick<ApiChange, 'id' | 'date'>): ApiChange {
  return {
    api: 'console',
    kind: 'changed',
    breaking: false,
    target: 'x',
    note: 'x',
    endpoints: [],
    wordingOnly: false,
    entry: {file: 'changelog/x.md', title: 'X', permalink: '/changelog/x'},
    differences: 1,
    details: [],
    ...partial,
  };
}

// Newest first, as the generated rows are.
const rows = [
  row({id: 'wording', date: '2026-10-13', endpoints: ['console.brand.create'], wordingOnly: true}),
  row({id: 'field', date: '2026-08-01', endpoints: ['console.brand.create']}),
  row({
    id: 'new',
    date: '2026-07-21',
    kind: 'added',
    endpoint: 'console.brand.create',
    endpoints: ['console.brand.create'],
  }),
  row({id: 'older', date: '2026-01-01', endpoints: ['console.projects.list'], api: 'console'}),
  row({id: 'admin', date: '2026-03-03', api: 'admin'}),
];

test('an endpoint is new in its added row and changed in its latest contract change, not in a rewording', () => {
  expect(endpointNotes(rows, 'console.brand.create')).toEqual([
    {label: 'New in', date: '2026-07-21', shownDate: 'July 21, 2026', href: '/api/changes#new'},
    {
      label: 'Changed in',
      date: '2026-08-01',
      shownDate: 'August 1, 2026',
      href: '/api/changes#field',
    },
  ]);
  expect(endpointNotes(rows, 'console.projects.list')).toEqual([
    {
      label: 'Changed in',
      date: '2026-01-01',
      shownDate: 'January 1, 2026',
      href: '/api/changes#older',
    },
  ]);
  expect(endpointNotes(rows, 'console.blogs.create')).toEqual([]);
});

test('filterChanges narrows by API and first day', () => {
  expect(filterChanges(rows, 'admin').map((r) => r.id)).toEqual(['admin']);
  expect(filterChanges(rows, undefined, '2026-08-01').map((r) => r.id)).toEqual([
    'wording',
    'field',
  ]);
  expect(filterChanges(rows, 'console', '2026-07-21').map((r) => r.id)).toEqual([
    'wording',
    'field',
    'new',
  ]);
});

test('formatChangeDate writes the date as the changelog does', () => {
  expect(formatChangeDate('2026-04-21')).toBe('April 21, 2026');
  expect(formatChangeDate('2025-10-07')).toBe('October 7, 2025');
});

import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {referenceLinks} from './referenceLinks';

const link = (label: string): PropSidebarItem => ({
  type: 'link',
  label,
  href: `/docs/canvas/filters/${label}`,
  docId: label,
  unlisted: false,
});

describe('referenceLinks', () => {
  it('keeps doc links in order and flattens nested categories', () => {
    const items: PropSidebarItem[] = [
      link('abs'),
      {type: 'category', label: 'More', items: [link('batch')], collapsed: true, collapsible: true},
      {type: 'link', label: 'external', href: 'https://example.com', unlisted: false},
      {type: 'html', value: '<hr>'},
    ];
    expect(referenceLinks(items).map((item) => item.label)).toEqual(['abs', 'batch']);
  });
});

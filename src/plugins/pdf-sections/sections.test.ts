import {apiSection, docsSections, guidesSection, slugOf, type SectionDoc} from './sections';

const docs: SectionDoc[] = [
  {id: 'index', permalink: '/docs/', title: 'Introduction'},
  {id: 'gs/create', permalink: '/docs/gs/create', title: 'Create a project'},
  {id: 'gs/hidden', permalink: '/docs/gs/hidden', title: 'Hidden', hidden: true},
  {id: 'c/overview', permalink: '/docs/c/overview', title: 'Overview', sidebarLabel: 'Start'},
  {id: 'c/abs', permalink: '/docs/c/abs', title: 'abs'},
];

const sidebar = [
  {type: 'doc', id: 'index'},
  {
    type: 'category',
    label: 'Getting Started',
    items: [
      {type: 'doc', id: 'gs/create'},
      {type: 'doc', id: 'gs/hidden'},
      {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
    ],
  },
  {
    type: 'category',
    label: 'Canvas',
    link: {type: 'generated-index', permalink: '/docs/c'},
    items: [
      {type: 'doc', id: 'c/overview'},
      {type: 'category', label: 'Filters', items: [{type: 'doc', id: 'c/abs', label: 'abs()'}]},
    ],
  },
];

describe('docsSections', () => {
  const sections = docsSections(sidebar, docs, '');

  it('makes one PDF per top-level category, the introduction opening the first', () => {
    expect(sections.map((s) => [s.id, s.file, s.title])).toEqual([
      ['getting-started', '/pdf/getting-started.pdf', 'Getting Started'],
      ['canvas', '/pdf/canvas.pdf', 'Canvas'],
    ]);
    expect(sections[0]?.pages).toEqual([
      {path: '/docs/', title: 'Introduction'},
      {path: '/docs/gs/create', title: 'Create a project'},
    ]);
  });

  it('keeps sidebar order, category pages first, and bookmarks with the sidebar labels', () => {
    const canvas = sections[1];
    expect(canvas?.pages.map((p) => p.path)).toEqual([
      '/docs/c',
      '/docs/c/overview',
      '/docs/c/abs',
    ]);
    expect(canvas?.outline).toEqual([
      {
        title: 'Canvas',
        path: '/docs/c',
        children: [
          {title: 'Start', path: '/docs/c/overview', children: []},
          {title: 'Filters', children: [{title: 'abs()', path: '/docs/c/abs', children: []}]},
        ],
      },
    ]);
  });

  it('puts an older version in a folder of its own', () => {
    expect(docsSections(sidebar, docs, '2025').map((s) => s.file)).toEqual([
      '/pdf/2025/getting-started.pdf',
      '/pdf/2025/canvas.pdf',
    ]);
  });
});

describe('apiSection and guidesSection', () => {
  it('prints a reference sidebar as it is, and the guides in the order given', () => {
    const admin = apiSection('api-admin', 'Admin API', [{type: 'doc', id: 'gs/create'}], docs);
    expect(admin.file).toBe('/pdf/api-admin.pdf');
    expect(admin.pages).toEqual([{path: '/docs/gs/create', title: 'Create a project'}]);
    const guides = guidesSection([{path: '/guides/b', title: 'B'}]);
    expect(guides.outline).toEqual([{title: 'B', path: '/guides/b', children: []}]);
  });

  it('names a file by its title', () => {
    expect(slugOf('AI Components')).toBe('ai-components');
  });
});

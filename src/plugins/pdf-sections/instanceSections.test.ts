import {docsInstanceSections, guidesSections} from './instanceSections';

const version = (versionName: string, isLast: boolean, base: string) => ({
  versionName,
  isLast,
  docs: [
    {id: 'courier/start', permalink: `${base}/courier/start`, title: 'Start', frontMatter: {}},
    {
      id: 'courier/push',
      permalink: `${base}/courier/push`,
      title: 'Push',
      frontMatter: {sidebar_label: 'courier push'},
    },
  ],
  sidebars: {
    docs: [
      {
        type: 'category',
        label: 'Courier',
        items: [
          {type: 'doc', id: 'courier/start'},
          {type: 'doc', id: 'courier/push'},
        ],
      },
    ],
  },
});

describe('docsInstanceSections', () => {
  it('prints one set per released version: the latest at /pdf/, an older one under its name, not next', () => {
    const sections = docsInstanceSections('default', {
      loadedVersions: [
        version('current', false, '/docs/next'),
        version('2026', true, '/docs'),
        version('2025', false, '/docs/2025'),
      ],
    });
    expect(
      sections.map((section) => [section.file, section.version, section.pages[0]?.path]),
    ).toEqual([
      ['/pdf/courier.pdf', '', '/docs/courier/start'],
      ['/pdf/2025/courier.pdf', '2025', '/docs/2025/courier/start'],
    ]);
    expect(sections[0]?.outline[0]?.children.map((node) => node.title)).toEqual([
      'Start',
      'courier push',
    ]);
  });

  it('prints the only version of an unversioned site', () => {
    const sections = docsInstanceSections('default', {
      loadedVersions: [version('current', true, '/docs')],
    });
    expect(sections.map((section) => section.file)).toEqual(['/pdf/courier.pdf']);
  });

  it('makes each API sidebar a PDF of its own', () => {
    const api = {
      ...version('current', true, '/api'),
      sidebars: {admin: version('current', true, '/api').sidebars.docs},
    };
    expect(
      docsInstanceSections('api', {loadedVersions: [api]}).map((section) => [
        section.id,
        section.title,
      ]),
    ).toEqual([['api-admin', 'Admin API']]);
  });
});

describe('guidesSections', () => {
  it('leaves unlisted guides out, and has no PDF without a guide', () => {
    const post = (permalink: string, unlisted = false) => ({
      metadata: {permalink, title: permalink, unlisted},
    });
    const [guides] = guidesSections([post('/guides/a'), post('/guides/b', true)]);
    expect(guides?.pages.map((page) => page.path)).toEqual(['/guides/a']);
    expect(guidesSections([post('/guides/b', true)])).toEqual([]);
  });
});

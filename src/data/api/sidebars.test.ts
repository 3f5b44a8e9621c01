import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {endpoints, references, webhookEvents} from '.';
import {resolveReference} from './resolve';
import {
  buildSidebars,
  EVENTS_LABEL,
  OVERVIEW_ITEM,
  resourceCategory,
  type ApiSidebarItem,
  type ResourceSidebarCategory,
} from './sidebars';
import type {ReferenceSpec} from './types';

const sidebars = buildSidebars(references) satisfies SidebarsConfig;

/** The resources' sections: every category but the events' section. */
const categories = (items: readonly ApiSidebarItem[]) =>
  items.filter(
    (item): item is ResourceSidebarCategory =>
      item.type === 'category' && item.label !== EVENTS_LABEL,
  );
const category = (sidebar: keyof typeof sidebars, label: string) => {
  const found = categories(sidebars[sidebar]).find((item) => item.label === label);
  if (!found) throw new Error(`No category "${label}" in the ${sidebar} sidebar`);
  return found;
};

/** A small reference of its own, to test the derivation apart from the real model. */
const fixture: ReferenceSpec = {
  id: 'admin',
  title: 'Admin API',
  summary: 'Fixture.',
  api: 'admin',
  sidebar: 'admin',
  pages: [{docId: 'admin/index', label: 'Introduction'}],
  access: {read: 'A key.', write: 'A key.'},
  resources: [
    {
      key: 'blogs',
      label: 'Blogs',
      object: 'Blog',
      endpoints: [
        {action: 'create', kind: 'create'},
        {action: 'list', kind: 'list'},
      ],
    },
    {
      key: 'users',
      label: 'Users',
      object: 'ProjectUser',
      collapsed: true,
      endpoints: [{action: 'remove', kind: 'remove'}],
    },
  ],
};

describe('sidebar derivation', () => {
  test('an endpoint item is a doc item labelled with the summary and carrying its method', () => {
    const blogs = resolveReference(fixture).resources[0];
    if (!blogs) throw new Error('fixture has no resources');
    expect(resourceCategory(blogs)).toEqual({
      type: 'category',
      label: 'Blogs',
      collapsible: false,
      collapsed: false,
      items: [
        {
          type: 'doc',
          id: 'admin/blogs/create',
          label: 'Create a blog',
          customProps: {method: 'POST'},
        },
        {type: 'doc', id: 'admin/blogs/list', label: 'List blogs', customProps: {method: 'GET'}},
      ],
    });
  });

  test('a resource marked collapsed becomes a collapsible category, closed at first', () => {
    const [, users] = resolveReference(fixture).resources;
    if (!users) throw new Error('fixture has two resources');
    expect(resourceCategory(users)).toMatchObject({
      label: 'Users',
      collapsible: true,
      collapsed: true,
    });
  });

  test("a reference's pages come first, then one category per resource", () => {
    const built = buildSidebars([resolveReference(fixture)]);
    expect(built.admin.map((item) => item.label)).toEqual(['Introduction', 'Blogs', 'Users']);
    expect(built.api).toEqual([OVERVIEW_ITEM]);
  });
});

describe('the API sidebars', () => {
  test('there is one sidebar per reference, and the overview sidebar holds Agencies and User', () => {
    expect(Object.keys(sidebars)).toEqual(['api', 'admin', 'console', 'project']);
    expect(sidebars.api.map((item) => item.label)).toEqual(['Overview', 'Agencies', 'User']);
  });

  test('the Admin sidebar starts with Introduction and Authentication', () => {
    expect(sidebars.admin.slice(0, 2)).toEqual([
      {type: 'doc', id: 'admin/index', label: 'Introduction'},
      {type: 'doc', id: 'admin/authentication', label: 'Authentication'},
    ]);
    expect(sidebars.console.slice(0, 2).map((item) => item.label)).toEqual([
      'Introduction',
      'Authentication',
    ]);
  });

  test('every endpoint appears once, in one sidebar, with the badge of its method', () => {
    const items = Object.values(sidebars).flatMap((items) =>
      categories(items).flatMap((item) => item.items),
    );
    expect(items).toHaveLength(endpoints.length);
    for (const endpoint of endpoints) {
      expect(items.filter((item) => item.id === endpoint.docId)).toEqual([
        {
          type: 'doc',
          id: endpoint.docId,
          label: endpoint.summary,
          customProps: {method: endpoint.method},
        },
      ]);
    }
  });

  test('badges in a sample: each method appears, and the Console projects section mixes them', () => {
    const methods = (label: string) =>
      category('console', label).items.map((item) => item.customProps.method);
    expect(methods('Projects')).toEqual([
      'POST',
      'PATCH',
      'GET',
      'GET',
      'DELETE',
      'GET',
      'DELETE',
      'GET',
      'GET',
      'POST',
      'POST',
      'POST',
    ]);
    expect(methods('Domains')).toEqual([
      'POST',
      'PATCH',
      'GET',
      'GET',
      'DELETE',
      'POST',
      'POST',
      'POST',
    ]);
    expect(category('admin', 'Route patterns').items).toContainEqual({
      type: 'doc',
      id: 'admin/route-patterns/update',
      label: 'Update a route pattern',
      customProps: {method: 'PATCH'},
    });
  });

  test('invites, members and roles are collapsible and collapsed; other sections stay open', () => {
    for (const label of ['Invites', 'Members', 'Roles'])
      expect(category('console', label)).toMatchObject({collapsible: true, collapsed: true});
    const open = Object.values(sidebars)
      .flatMap((items) => categories(items))
      .filter((item) => !['Invites', 'Members', 'Roles'].includes(item.label));
    expect(open.length).toBeGreaterThan(0);
    for (const item of open)
      expect({label: item.label, collapsible: item.collapsible, collapsed: item.collapsed}).toEqual(
        {label: item.label, collapsible: false, collapsed: false},
      );
  });

  test('submissions and users have only the three actions retrieve, list and remove', () => {
    for (const label of ['Submissions', 'Users']) {
      expect(
        category('admin', label).items.map((item) => [
          item.id.split('/').pop(),
          item.customProps.method,
        ]),
      ).toEqual([
        ['retrieve', 'GET'],
        ['list', 'GET'],
        ['remove', 'DELETE'],
      ]);
    }
  });

  test('the Admin sidebar ends with the Events section: each event once, by name, with the event badge', () => {
    const last = sidebars.admin.at(-1);
    expect(last).toMatchObject({type: 'category', label: 'Events', collapsible: false});
    expect(last?.type === 'category' ? last.items : []).toEqual(
      webhookEvents.map((event) => ({
        type: 'doc',
        id: event.docId,
        label: event.name,
        customProps: {event: true},
      })),
    );
    expect(webhookEvents.map((event) => event.name)).toEqual([
      'form.submitted',
      'entry.created',
      'entry.updated',
      'entry.deleted',
      'project.published',
      'project.unpublished',
      'domain.verified',
    ]);
    for (const id of ['console', 'project', 'api'] as const)
      expect(sidebars[id].map((item) => item.label)).not.toContain('Events');
  });
});

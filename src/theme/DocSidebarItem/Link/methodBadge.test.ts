import {accessibleLabel, sidebarItemBadge, sidebarItemMethod} from './methodBadge';

describe('sidebar method badge', () => {
  test('reads the method from customProps, ignoring anything else', () => {
    expect(sidebarItemMethod({method: 'POST'})).toBe('POST');
    expect(sidebarItemMethod({method: 'DELETE'})).toBe('DELETE');
    expect(sidebarItemMethod({method: 'post'})).toBeUndefined();
    expect(sidebarItemMethod({method: 42})).toBeUndefined();
    expect(sidebarItemMethod({})).toBeUndefined();
    expect(sidebarItemMethod(undefined)).toBeUndefined();
  });

  test('announces the method before the label', () => {
    expect(accessibleLabel('POST', 'Create a blog')).toBe('POST Create a blog');
    expect(accessibleLabel('EVENT', 'form.submitted')).toBe('Event form.submitted');
  });

  test('an event item has the EVENT badge; an endpoint item its method', () => {
    expect(sidebarItemBadge({event: true})).toBe('EVENT');
    expect(sidebarItemBadge({method: 'GET'})).toBe('GET');
    expect(sidebarItemBadge({event: 'yes'})).toBeUndefined();
    expect(sidebarItemBadge(undefined)).toBeUndefined();
  });
});

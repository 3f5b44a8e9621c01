import {getEndpoint} from '.';
import {responseExample, scalarText, statusLine, successStatus} from './examples';

test('an example value reads as text in a URL: strings as they are, anything else as JSON', () => {
  expect(scalarText('spring-menu')).toBe('spring-menu');
  expect(scalarText(2)).toBe('2');
  expect(scalarText(['a', 'b'])).toBe('["a","b"]');
});

describe('example responses', () => {
  test('creations answer 201, removals with no body 204, the rest 200', () => {
    expect(statusLine(successStatus(getEndpoint('admin.blogs.create')))).toBe('201 Created');
    expect(statusLine(successStatus(getEndpoint('console.brand.remove')))).toBe('204 No Content');
    expect(statusLine(successStatus(getEndpoint('console.projects.publish')))).toBe('200 OK');
    expect(responseExample(getEndpoint('console.brand.remove'))).toBeUndefined();
  });

  test('an update response shows the object with the example change applied', () => {
    expect(JSON.parse(responseExample(getEndpoint('console.brand.update')) ?? '{}')).toMatchObject({
      colors: {primary: '#1D4ED8', accent: '#F59E0B'},
    });
  });

  test('a removal answers with the ID and deleted: true; an archive answers with the archived project', () => {
    expect(JSON.parse(responseExample(getEndpoint('admin.blogs.remove')) ?? '{}')).toEqual({
      id: 'blg_4t8k2w6n',
      deleted: true,
    });
    expect(
      JSON.parse(responseExample(getEndpoint('console.projects.remove')) ?? '{}'),
    ).toMatchObject({status: 'archived', published: false});
  });

  test('a webhook is the only object whose create response carries its secret', () => {
    expect(
      (
        JSON.parse(responseExample(getEndpoint('admin.webhooks.create')) ?? '{}') as {
          secret?: unknown;
        }
      ).secret,
    ).toMatch(/^whsec_/);
    expect(
      (
        JSON.parse(responseExample(getEndpoint('admin.webhooks.retrieve')) ?? '{}') as {
          secret?: unknown;
        }
      ).secret,
    ).toBeNull();
  });
});

/**
 * Pages of the built site, under the site's own security policy, call the mock of each API from the
 * browser (`npm run mock`, on the ports Try it sends to): a request with a key, preflighted, gets the
 * documented status and example.
 */
import {test, expect, open} from './fixtures';
import {apis, getEndpoint} from '../src/data/api';
import {successStatus} from '../src/data/api/examples';
import {DEFAULT_PORTS, startMock, type RunningMock} from '../mock/launch';

// One worker for the file: a second one would start a second mock on the same ports.
test.describe.configure({mode: 'serial'});

let mock: RunningMock | undefined;

test.beforeAll(async () => {
  // The ports of `npm run mock`: the site's connect-src allows these origins and no others.
  mock = await startMock({ports: DEFAULT_PORTS});
});

test.afterAll(async () => {
  await mock?.stop();
});

// A POST with a JSON body, and a GET of each other API: all carry Authorization, so each is preflighted.
for (const id of ['admin.blogs.create', 'console.projects.list', 'project.posts.list']) {
  test(`the ${id} page calls the mock from the browser`, async ({page}) => {
    const endpoint = getEndpoint(id);
    await open(page, endpoint.route);
    const query = new URLSearchParams(endpoint.example.query).toString();
    const answer = await page.evaluate(
      async ({url, method, key, body}) => {
        const response = await fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${key}`,
            ...(body ? {'Content-Type': 'application/json'} : {}),
          },
          ...(body ? {body} : {}),
        });
        return {status: response.status, body: (await response.json()) as unknown};
      },
      {
        url: `${mock?.urls[endpoint.api]}${endpoint.path}${query ? `?${query}` : ''}`,
        method: endpoint.method,
        key: `${apis[endpoint.api].credential.prefix}example`,
        body: endpoint.example.body && JSON.stringify(endpoint.example.body),
      },
    );
    expect(answer).toEqual({status: successStatus(endpoint), body: endpoint.example.response});
  });
}

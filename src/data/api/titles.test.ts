import {apis} from './apis';
import {API_TITLES} from './titles';

test("the APIs' names are their definitions' titles", () => {
  for (const [id, api] of Object.entries(apis))
    expect(API_TITLES[id as keyof typeof API_TITLES]).toBe(api.title);
  expect(Object.keys(API_TITLES).sort()).toEqual(Object.keys(apis).sort());
});

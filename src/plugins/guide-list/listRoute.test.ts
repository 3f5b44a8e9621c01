import type {RouteConfig} from '@docusaurus/types';
import {expectListRoute, isListRoute} from './listRoute';

const LIST = '@theme/BlogListPage';
const post = {content: {__import: true, path: '@site/guides/a.md', query: {truncated: true}}};
const listRoute: RouteConfig = {
  path: '/guides',
  component: LIST,
  modules: {sidebar: 'sidebar.json', items: [post]},
};
const postRoute: RouteConfig = {path: '/guides/a', component: '@theme/BlogPostPage'};

it('finds the list route that loads its posts as modules.items', () => {
  expect(isListRoute(listRoute, LIST)).toBe(true);
  expect(isListRoute(postRoute, LIST)).toBe(false);
  expect(() => expectListRoute([postRoute, listRoute], LIST)).not.toThrow();
});

it('stops the build naming the reliance when the list route changes shape', () => {
  const renamed: RouteConfig = {...listRoute, modules: {sidebar: 'sidebar.json', posts: [post]}};
  expect(() => expectListRoute([postRoute, renamed], LIST)).toThrow(
    /^Route shapes: .*src\/plugins\/guide-list\/listRoute\.ts relies on\. Expected a blog list route \(@theme\/BlogListPage\) loading its posts as modules\.items, found an object with keys sidebar, posts\. See UPGRADING\.md \("Route shapes"\)\.$/,
  );
  expect(() => expectListRoute([postRoute], LIST)).toThrow(/found nothing/);
});

/**
 * The guides blog instance: Docusaurus' blog plugin, with one change to its
 * list route. The stock list route loads the content module of every guide it
 * lists; the guide list shows only titles, descriptions, tags, authors and
 * dates, so the route gets those as props (`guides`) and no content modules.
 * The same wrapping pattern as the Docusaurus website's changelog plugin.
 */
import type {RouteConfig} from '@docusaurus/types';
import blogPluginModule, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {wrapPlugin} from '../wrapPlugin';
import {guideCard} from './guideCards';

export default wrapPlugin<PluginOptions, BlogContent>(
  blogPluginModule,
  validateOptions,
  (blogPlugin, options) => ({
    ...blogPlugin,
    async contentLoaded(args) {
      const guides = args.content.blogPosts
        .filter((post) => !post.metadata.unlisted)
        .map(guideCard);
      const addRoute = (route: RouteConfig): void =>
        args.actions.addRoute(
          route.component === options.blogListComponent
            ? {
                ...route,
                modules: {...route.modules, items: []},
                props: {...route.props, guides},
              }
            : route,
        );
      await blogPlugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  }),
);

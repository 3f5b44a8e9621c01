/**
 * The guides blog instance: Docusaurus' blog plugin, with one change to its
 * list and tag routes. The stock routes load the content module of every guide
 * they list and render each guide in full; the guide list shows only titles,
 * descriptions, tags, authors and dates, so the routes get those as props
 * (`guides`) and no content modules, and a tag's page is the guide list with
 * that tag chosen; the list offers the guides' PDF when the build carries it. The same wrapping pattern as the Docusaurus website's
 * changelog plugin.
 */
import type {RouteConfig} from '@docusaurus/types';
import blogPluginModule, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {wrapPlugin} from '../wrapPlugin';
import {guidesPdf} from '../pdf-sections/routeProps';
import {PDF_DOWNLOAD_PROP} from '../../lib/pdfDownload';
import {guideCard} from './guideCards';
import {expectListRoute, isListRoute} from './listRoute';

export default wrapPlugin<PluginOptions, BlogContent>(
  blogPluginModule,
  validateOptions,
  (blogPlugin, options, context) => ({
    ...blogPlugin,
    async contentLoaded(args) {
      const guides = args.content.blogPosts
        .filter((post) => !post.metadata.unlisted)
        .map(guideCard);
      const pdf = guidesPdf(args.content.blogPosts);
      // What the tag pages show above the list: the guide list's own title, description and address.
      const metadata = {
        blogTitle: options.blogTitle,
        blogDescription: options.blogDescription,
        permalink: `${context.baseUrl}/${options.routeBasePath}`.replace(/\/{2,}/g, '/'),
      };
      const added: RouteConfig[] = [];
      const addRoute = (route: RouteConfig): void => {
        added.push(route);
        args.actions.addRoute(
          isListRoute(route, options.blogListComponent)
            ? {
                ...route,
                modules: {...route.modules, items: []},
                props: {...route.props, guides, ...(pdf && {[PDF_DOWNLOAD_PROP]: pdf})},
              }
            : route.component === options.blogTagsPostsComponent
              ? {
                  ...route,
                  modules: {...route.modules, items: []},
                  props: {...route.props, guides, metadata},
                }
              : route,
        );
      };
      await blogPlugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
      expectListRoute(added, options.blogListComponent);
    },
  }),
);

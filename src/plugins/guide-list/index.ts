/**
 * The guides blog instance: Docusaurus' blog plugin, with one change to its
 * list route. The stock list route loads the content module of every guide it
 * lists; the guide list shows only titles, descriptions, tags, authors and
 * dates, so the route gets those as props (`guides`) and no content modules.
 * The same wrapping pattern as the Docusaurus website's changelog plugin.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import blogPluginModule, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {guideCard} from './guideCards';

async function guideListPlugin(context: LoadContext, validatedOptions: unknown): Promise<Plugin> {
  // Docusaurus passes the options through validateOptions (the blog plugin's) first.
  const options = validatedOptions as PluginOptions;
  const blogPlugin = await blogPluginModule(context, options);
  const wrapped: Plugin<BlogContent> = {
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
  };
  // Docusaurus holds every plugin as Plugin<unknown>; the content type is the blog plugin's own.
  return wrapped as unknown as Plugin;
}

// The blog plugin validates the options; PluginModule types its validator generically, hence the cast.
export default Object.assign(guideListPlugin, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;

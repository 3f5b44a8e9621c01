/**
 * A docs instance: Docusaurus' docs plugin, with two changes to what its pages
 * load. Each version's route carries the version metadata as props, with the
 * title and description of every doc; this moves those entries to the category
 * pages that list them, each page its own (see versionProp.ts). And the global
 * data every page loads lists every doc only once a version is cut (see
 * globalData.ts). Everything else, `docs:version` included, is the plugin's
 * own. The same wrapping pattern as the Docusaurus website's changelog plugin.
 */
import type {RouteConfig} from '@docusaurus/types';
import docsPluginModule, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {wrapPlugin} from '../wrapPlugin';
import {docsPdfByPage, withPdfMetadata, withPdfProps} from '../pdf-sections/routeProps';
import {expectVersionRoutes, leanVersionRoutes, type LeanRoutes} from './versionRoutes';
import {leanGlobalData} from './globalData';

export default wrapPlugin<PluginOptions, LoadedContent>(
  docsPluginModule,
  validateOptions,
  (docsPlugin, options) => ({
    ...docsPlugin,
    async contentLoaded(args) {
      const pdfs = docsPdfByPage(options.id ?? 'default', args.content);
      // The version route sits inside the plugin's root route; its props hold the version metadata.
      const added: LeanRoutes[] = [];
      const addRoute = (route: RouteConfig): void => {
        const lean = leanVersionRoutes(route);
        added.push(lean);
        args.actions.addRoute(withPdfProps(lean.route, pdfs));
      };
      // Docs carry their PDF in their metadata; what is left of `pdfs` (category indexes) goes on routes.
      const content = withPdfMetadata(args.content, pdfs);
      const setGlobalData = (data: unknown): void =>
        args.actions.setGlobalData(leanGlobalData(data));
      await docsPlugin.contentLoaded?.({
        ...args,
        content,
        actions: {...args.actions, addRoute, setGlobalData},
      });
      expectVersionRoutes(added);
    },
  }),
);

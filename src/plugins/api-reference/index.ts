/**
 * The API reference's build-time plugin. The model (src/data/api) is read in
 * Node only: pages get their views through `remarkModelProps` (registered on
 * the `api` docs instance), and the reference sidebars get their titles from
 * this plugin's global data, a map of three strings.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {referenceTitles} from './views';
import type {ApiReferenceGlobalData} from '../../lib/apiViews/globalData';

export default function apiReference(_context: LoadContext): Plugin {
  return {
    name: 'api-reference',
    contentLoaded({actions}) {
      const data: ApiReferenceGlobalData = {referenceTitles: referenceTitles()};
      actions.setGlobalData(data);
    },
  };
}

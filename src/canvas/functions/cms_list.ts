import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent} from './canopy';
import {flag, markup, valuesOf, type TwigState} from './shared';

/** `cms_list(key, {default, ordered, class, label})`: a list whose items editors add, remove, reorder and rewrite. */
export const cms_list: FunctionDefinition = {
  name: 'cms_list',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_list', this, key, options, ['ordered']);
      const tag = flag('cms_list', 'ordered', call.options.ordered, false) ? 'ol' : 'ul';
      const items =
        call.content === undefined || call.content === null ? [] : valuesOf(call.content);
      if (items === undefined) {
        throw new Error(
          `cms_list(): the content must be a list of texts, such as ['Free delivery', 'Local farms'], got ${JSON.stringify(call.content)}.`,
        );
      }
      const body = items.map((item) => `<li>${plainContent('cms_list', item)}</li>`).join('');
      return markup(`<${tag}${canopyAttributes('cms_list', call)}>${body}</${tag}>`);
    },
};

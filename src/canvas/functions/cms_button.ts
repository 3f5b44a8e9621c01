import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent, textWithParts} from './canopy';
import {flag, markup, text, type TwigState} from './shared';

/** Link targets a button may not have: script and data URLs become `#`. */
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;

export function safeHref(url: string | undefined): string {
  if (url === undefined || url.trim() === '' || UNSAFE_URL.test(url)) return '#';
  return url.trim();
}

/**
 * `cms_button(key, {default, url, new_tab, class, label})`: a link styled as a
 * button; editors change its text and its link. An editor's change is a hash
 * `{ text, url }` (or a string, which changes only the text).
 */
export const cms_button: FunctionDefinition = {
  name: 'cms_button',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_button', this, key, options, ['url', 'new_tab']);
      const {text: label, edit} = textWithParts(call);
      const url = text('cms_button', 'url', edit?.url ?? call.options.url);
      const newTab = flag('cms_button', 'new_tab', call.options.new_tab, false);
      const attributes = canopyAttributes('cms_button', call, [
        ['href', safeHref(url)],
        ['target', newTab ? '_blank' : undefined],
        ['rel', newTab ? 'noopener' : undefined],
      ]);
      return markup(`<a${attributes}>${plainContent('cms_button', label)}</a>`);
    },
};

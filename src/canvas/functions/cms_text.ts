import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent} from './canopy';
import {flag, markup, oneOf, text, type TwigState} from './shared';

export const TEXT_TAGS = ['p', 'div', 'span', 'small', 'strong', 'em', 'li', 'figcaption'] as const;

/**
 * `cms_text(key, {default, tag, rich, class, label})`: text editors can change
 * in Canopy. Plain text is escaped and keeps its line breaks as `<br>`; rich
 * text (`rich: true`) is HTML from Canopy's rich-text editor and is printed as is.
 */
export const cms_text: FunctionDefinition = {
  name: 'cms_text',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_text', this, key, options, ['tag', 'rich']);
      const rich = flag('cms_text', 'rich', call.options.rich, false);
      const tag = oneOf('cms_text', 'tag', call.options.tag, TEXT_TAGS, rich ? 'div' : 'p');
      const body = rich
        ? (text('cms_text', 'the content', call.content) ?? '')
        : plainContent('cms_text', call.content).replace(/\r?\n/g, '<br>');
      return markup(`<${tag}${canopyAttributes('cms_text', call)}>${body}</${tag}>`);
    },
};

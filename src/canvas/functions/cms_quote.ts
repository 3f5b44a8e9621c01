import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent, textWithParts} from './canopy';
import {markup, renderAttributes, text, type TwigState} from './shared';

/**
 * `cms_quote(key, {default, author, cite, class, label})`: a quotation with
 * an optional attribution, as `<figure><blockquote>…</blockquote><figcaption>…</figcaption></figure>`.
 * An editor's change is a hash `{ text, author }` (or a string, which changes only the text).
 */
export const cms_quote: FunctionDefinition = {
  name: 'cms_quote',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_quote', this, key, options, ['author', 'cite']);
      const {text: quote, edit} = textWithParts(call);
      const author = text(
        'cms_quote',
        'author',
        edit && 'author' in edit ? edit.author : call.options.author,
      );
      const cite = text('cms_quote', 'cite', call.options.cite);
      const caption = author ? `<figcaption>${plainContent('cms_quote', author)}</figcaption>` : '';
      const blockquote = `<blockquote${renderAttributes([['cite', cite]])}>`;
      const paragraph = `<p>${plainContent('cms_quote', quote)}</p>`;
      return markup(
        `<figure${canopyAttributes('cms_quote', call)}>${blockquote}${paragraph}</blockquote>${caption}</figure>`,
      );
    },
};

import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent} from './canopy';
import {escapeHtml} from '../escapeHtml';
import {markup, text, type TwigState} from './shared';

/** `cms_code(key, {default, language, class, label})`: a code sample editors can change; printed verbatim in `<pre><code>`. */
export const cms_code: FunctionDefinition = {
  name: 'cms_code',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_code', this, key, options, ['language']);
      const language = text('cms_code', 'language', call.options.language)?.trim();
      const codeClass = language ? ` class="language-${escapeHtml(language)}"` : '';
      return markup(
        `<pre${canopyAttributes('cms_code', call)}><code${codeClass}>${plainContent('cms_code', call.content)}</code></pre>`,
      );
    },
};

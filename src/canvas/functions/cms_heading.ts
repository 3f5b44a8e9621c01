import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall, plainContent} from './canopy';
import {markup, type TwigState} from './shared';

/** `cms_heading(key, {default, level, class, label})`: a heading editors can rewrite in Canopy. */
export const cms_heading: FunctionDefinition = {
  name: 'cms_heading',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const call = canopyCall('cms_heading', this, key, options, ['level']);
      const rawLevel = call.options.level ?? 2;
      const level =
        typeof rawLevel === 'string' && /^\d$/.test(rawLevel) ? Number(rawLevel) : rawLevel;
      if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 6) {
        throw new Error(
          `cms_heading(): level must be a whole number from 1 to 6, got ${JSON.stringify(rawLevel)}.`,
        );
      }
      return markup(
        `<h${level}${canopyAttributes('cms_heading', call)}>${plainContent('cms_heading', call.content)}</h${level}>`,
      );
    },
};

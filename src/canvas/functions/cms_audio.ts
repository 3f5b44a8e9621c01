import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall} from './canopy';
import {mediaUrl} from './media';
import {flag, markup, oneOf, type TwigState} from './shared';

/** `cms_audio(key, {default, controls, preload, loop, class, label})`: an audio file editors can replace in Canopy. */
export const cms_audio: FunctionDefinition = {
  name: 'cms_audio',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const fn = 'cms_audio';
      const call = canopyCall(fn, this, key, options, ['controls', 'preload', 'loop']);
      const url = mediaUrl(call.content);
      if (url === '') return '';
      const attributes = canopyAttributes(fn, call, [
        ['src', url],
        ['controls', flag(fn, 'controls', call.options.controls, true)],
        ['loop', flag(fn, 'loop', call.options.loop, false)],
        [
          'preload',
          oneOf(fn, 'preload', call.options.preload, ['metadata', 'none', 'auto'], 'metadata'),
        ],
      ]);
      return markup(`<audio${attributes}></audio>`);
    },
};

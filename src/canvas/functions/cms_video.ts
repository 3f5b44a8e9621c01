import type {FunctionDefinition} from '../types';
import {canopyAttributes, canopyCall} from './canopy';
import {mediaUrl} from './media';
import {flag, markup, text, type TwigState} from './shared';

export type VideoSource =
  | {readonly kind: 'youtube'; readonly id: string}
  | {readonly kind: 'vimeo'; readonly id: string}
  | {readonly kind: 'file'; readonly url: string};

/** Recognises YouTube and Vimeo page or embed links; anything else is a video file. */
export function videoSource(url: string): VideoSource {
  const youtube =
    /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([\w-]{6,})/i.exec(
      url,
    );
  if (youtube?.[1]) return {kind: 'youtube', id: youtube[1]};
  const vimeo = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeo?.[1]) return {kind: 'vimeo', id: vimeo[1]};
  return {kind: 'file', url};
}

const IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/**
 * `cms_video(key, {default, title, poster, autoplay, loop, muted, controls, class, label})`:
 * a video editors can replace in Canopy. YouTube and Vimeo links become the
 * provider's embedded player (YouTube in its privacy-enhanced mode); other URLs
 * and media paths become a `<video>` element.
 */
export const cms_video: FunctionDefinition = {
  name: 'cms_video',
  create: () =>
    function (this: TwigState | undefined, key: unknown, options?: unknown) {
      const fn = 'cms_video';
      const call = canopyCall(fn, this, key, options, [
        'title',
        'poster',
        'autoplay',
        'loop',
        'muted',
        'controls',
      ]);
      const url = mediaUrl(call.content);
      if (url === '') return '';
      const autoplay = flag(fn, 'autoplay', call.options.autoplay, false);
      const loop = flag(fn, 'loop', call.options.loop, false);
      // Browsers only autoplay muted video, so autoplay implies muted.
      const muted = flag(fn, 'muted', call.options.muted, false) || autoplay;
      const controls = flag(fn, 'controls', call.options.controls, true);
      const title = text(fn, 'title', call.options.title) ?? 'Video';
      const source = videoSource(url);

      if (source.kind === 'file') {
        const poster =
          call.options.poster === undefined || call.options.poster === null
            ? ''
            : mediaUrl(call.options.poster);
        const attributes = canopyAttributes(fn, call, [
          ['src', source.url],
          ['poster', poster || undefined],
          ['controls', controls],
          ['autoplay', autoplay],
          ['muted', muted],
          ['loop', loop],
          ['playsinline', autoplay],
          ['preload', 'metadata'],
        ]);
        return markup(`<video${attributes}></video>`);
      }

      const query: string[] = [];
      let src: string;
      if (source.kind === 'youtube') {
        src = `https://www.youtube-nocookie.com/embed/${source.id}`;
        if (autoplay) query.push('autoplay=1');
        if (muted) query.push('mute=1');
        if (loop) query.push('loop=1', `playlist=${source.id}`);
        if (!controls) query.push('controls=0');
      } else {
        src = `https://player.vimeo.com/video/${source.id}`;
        if (autoplay) query.push('autoplay=1');
        if (muted) query.push('muted=1');
        if (loop) query.push('loop=1');
        if (!controls) query.push('controls=0');
      }
      if (query.length > 0) src += `?${query.join('&')}`;
      const attributes = canopyAttributes(fn, call, [
        ['src', src],
        ['title', title],
        ['allow', IFRAME_ALLOW],
        ['allowfullscreen', true],
        ['loading', 'lazy'],
      ]);
      return markup(`<iframe${attributes}></iframe>`);
    },
};

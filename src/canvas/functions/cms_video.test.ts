import {renderCanvas} from '../render';
import {videoSource} from './cms_video';

const allow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

describe('cms_video', () => {
  it('recognises YouTube and Vimeo links', () => {
    expect(videoSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
    });
    expect(videoSource('https://youtu.be/aqz-KE-bpKQ?t=10')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
    });
    expect(videoSource('https://www.youtube.com/watch?list=x&v=aqz-KE-bpKQ')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
    });
    expect(videoSource('https://vimeo.com/76979871')).toEqual({kind: 'vimeo', id: '76979871'});
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(videoSource('https://media.tessera.app/northwind/a.mp4')).toEqual({
      kind: 'file',
      url: 'https://media.tessera.app/northwind/a.mp4',
    });
  });

  it('embeds YouTube in privacy-enhanced mode with a title', () => {
    expect(
      renderCanvas(
        "{{ cms_video('tour', { default: 'https://youtu.be/aqz-KE-bpKQ', title: 'Shop tour' }) }}",
      ),
    ).toBe(
      '<iframe data-canopy="tour" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" ' +
        `title="Shop tour" allow="${allow}" allowfullscreen loading="lazy"></iframe>`,
    );
  });

  it('passes autoplay (muted), loop and controls to the player', () => {
    expect(
      renderCanvas(
        "{{ cms_video('t', { default: 'https://youtu.be/aqz-KE-bpKQ', autoplay: true, loop: true, controls: false }) }}",
      ),
    ).toContain(
      'src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&amp;mute=1&amp;loop=1&amp;playlist=aqz-KE-bpKQ&amp;controls=0" title="Video"',
    );
    expect(
      renderCanvas(
        "{{ cms_video('t', { default: 'https://vimeo.com/76979871', autoplay: true }) }}",
      ),
    ).toContain('src="https://player.vimeo.com/video/76979871?autoplay=1&amp;muted=1"');
  });

  it('renders a video element for files and media paths', () => {
    expect(
      renderCanvas(
        "{{ cms_video('clip', { default: 'videos/kitchen.mp4', poster: 'videos/kitchen.jpg' }) }}",
      ),
    ).toBe(
      '<video data-canopy="clip" ' +
        'src="https://media.tessera.app/northwind/videos/kitchen.mp4" ' +
        'poster="https://media.tessera.app/northwind/videos/kitchen.jpg" controls ' +
        'preload="metadata"></video>',
    );
    expect(
      renderCanvas(
        "{{ cms_video('clip', { default: 'videos/kitchen.mp4', autoplay: true, controls: false }) }}",
      ),
    ).toBe(
      '<video data-canopy="clip" src="https://media.tessera.app/northwind/videos/kitchen.mp4" autoplay muted playsinline preload="metadata"></video>',
    );
  });

  it('renders nothing without a video', () => {
    expect(renderCanvas("{{ cms_video('clip') }}")).toBe('');
  });
});

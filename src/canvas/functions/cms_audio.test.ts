import {renderCanvas} from '../render';

describe('cms_audio', () => {
  it('renders an audio element with controls for a media path', () => {
    expect(renderCanvas("{{ cms_audio('episode', { default: 'audio/episode-1.mp3' }) }}")).toBe(
      '<audio data-canopy="episode" src="https://media.tessera.app/northwind/audio/episode-1.mp3" controls preload="metadata"></audio>',
    );
  });

  it('takes loop, preload and controls', () => {
    expect(
      renderCanvas(
        "{{ cms_audio('a', { default: 'https://example.com/a.mp3', loop: true, preload: 'none', controls: false }) }}",
      ),
    ).toBe('<audio data-canopy="a" src="https://example.com/a.mp3" loop preload="none"></audio>');
    expect(() =>
      renderCanvas("{{ cms_audio('a', { default: 'a.mp3', preload: 'all' }) }}"),
    ).toThrow('preload must be "metadata" or "none" or "auto"');
  });

  it('renders nothing without a file', () => {
    expect(renderCanvas("{{ cms_audio('a') }}")).toBe('');
    expect(renderCanvas("{{ cms_audio('a', { default: '' }) }}")).toBe('');
  });
});

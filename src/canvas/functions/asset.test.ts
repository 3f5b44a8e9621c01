import {renderCanvas} from '../render';
import {assetUrl, shortHash} from './asset';

describe('asset', () => {
  it('builds /assets/{path}?v={8 hex digits}, stable for the same path', () => {
    const url = assetUrl('css/site.css');
    expect(url).toMatch(/^\/assets\/css\/site\.css\?v=[0-9a-f]{8}$/);
    expect(assetUrl('css/site.css')).toBe(url);
    expect(assetUrl('js/site.js')).not.toBe(url.replace('css/site.css', 'js/site.js'));
  });

  it('hashes the path with FNV-1a', () => {
    expect(shortHash('')).toBe('811c9dc5');
    expect(shortHash('a')).toBe('e40c292c');
    expect(shortHash('css/site.css')).toHaveLength(8);
  });

  it('ignores leading slashes', () => {
    expect(assetUrl('/css/site.css')).toBe(assetUrl('css/site.css'));
  });

  it('keeps a query string and a fragment', () => {
    expect(assetUrl('fonts/icons.svg#cart')).toBe(
      `/assets/fonts/icons.svg?v=${shortHash('fonts/icons.svg')}#cart`,
    );
    expect(assetUrl('css/site.css?media=print')).toBe(
      `/assets/css/site.css?media=print&v=${shortHash('css/site.css')}`,
    );
  });

  it('takes a fixed version or none', () => {
    expect(assetUrl('css/site.css', {version: '2026-03'})).toBe('/assets/css/site.css?v=2026-03');
    expect(assetUrl('css/site.css', {version: 3})).toBe('/assets/css/site.css?v=3');
    expect(assetUrl('css/site.css', {version: false})).toBe('/assets/css/site.css');
    expect(() => assetUrl('a.css', {version: [1]})).toThrow(
      'version must be true, false or a string',
    );
  });

  it('returns absolute URLs unchanged', () => {
    expect(assetUrl('https://cdn.example.com/a.js')).toBe('https://cdn.example.com/a.js');
    expect(assetUrl('//cdn.example.com/a.js')).toBe('//cdn.example.com/a.js');
  });

  it('rejects an empty or missing path', () => {
    expect(() => assetUrl('')).toThrow('asset(): the path must be a non-empty string');
    expect(() => assetUrl(undefined)).toThrow('got null');
    expect(() => renderCanvas('{{ asset(nothing) }}')).toThrow('asset(): the path');
  });

  it('renders inside an attribute', () => {
    expect(renderCanvas(`<link href="{{ asset('css/site.css') }}">`)).toBe(
      `<link href="/assets/css/site.css?v=${shortHash('css/site.css')}">`,
    );
  });
});

import {withDefaultSite} from './defaultSite';

describe('withDefaultSite', () => {
  const published = 'https://developers.tessera.dev';

  it('reads the published site when no source is named', () => {
    expect(withDefaultSite([], published)).toEqual(['--site', published]);
    expect(withDefaultSite(['--http', '127.0.0.1:3300'], published)).toEqual([
      '--site',
      published,
      '--http',
      '127.0.0.1:3300',
    ]);
  });

  it('keeps the source the reader named', () => {
    expect(withDefaultSite(['--site', 'http://127.0.0.1:3000'], published)).toEqual([
      '--site',
      'http://127.0.0.1:3000',
    ]);
    expect(withDefaultSite(['--build', 'build'], published)).toEqual(['--build', 'build']);
  });
});

import {fontFaces} from './fontFaces';

const stylesheet = `
/* inter-latin-ext-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA;
}
/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF;
}`;

describe('fontFaces', () => {
  it('keeps the chosen subsets in order and points them at the public path', () => {
    const faces = fontFaces(
      stylesheet,
      ['inter-latin-wght-normal', 'inter-latin-ext-wght-normal'],
      '/fonts/',
      {min: 300, max: 700},
    );
    expect(faces.map((face) => face.file)).toEqual([
      'inter-latin-wght-normal.woff2',
      'inter-latin-ext-wght-normal.woff2',
    ]);
    expect(faces[0]?.css).toContain('url(/fonts/inter-latin-wght-normal.woff2)');
    expect(faces[0]?.css).toContain('unicode-range: U+0000-00FF');
    expect(faces[0]?.css).toContain('font-display: swap');
    // Declared for the weights its file keeps, and its range kept for the subset.
    expect(faces[0]?.css).toContain('font-weight: 300 700');
    expect(faces[0]?.css).not.toContain('100 900');
    expect(faces[0]?.range).toBe('U+0000-00FF');
    expect(faces[1]?.range).toBe('U+0100-02BA');
  });
  it('fails, naming the subset, when its rule declares no weights', () => {
    expect(() =>
      fontFaces(
        stylesheet.replaceAll('font-weight: 100 900;', ''),
        ['inter-latin-wght-normal'],
        '/fonts/',
        {min: 300, max: 700},
      ),
    ).toThrow('the @font-face for "inter-latin-wght-normal" has no font-weight');
  });
  it('fails with the subset name when the package lacks it', () => {
    expect(() =>
      fontFaces(stylesheet, ['inter-greek-wght-normal'], '/fonts/', {min: 300, max: 700}),
    ).toThrow('inter-greek-wght-normal');
  });
});

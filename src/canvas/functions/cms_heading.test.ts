import {renderCanvas} from '../render';

describe('cms_heading', () => {
  it('renders an h2 by default with the default text escaped', () => {
    expect(renderCanvas("{{ cms_heading('hero-title', { default: 'Fish & <chips>' }) }}")).toBe(
      '<h2 data-canopy="hero-title">Fish &amp; &lt;chips&gt;</h2>',
    );
  });

  it('takes a level from 1 to 6', () => {
    expect(renderCanvas("{{ cms_heading('t', { default: 'A', level: 1 }) }}")).toBe(
      '<h1 data-canopy="t">A</h1>',
    );
    expect(renderCanvas("{{ cms_heading('t', { level: 6 }) }}")).toBe('<h6 data-canopy="t"></h6>');
    for (const level of ['0', '7', '2.5', "'h2'"]) {
      expect(() => renderCanvas(`{{ cms_heading('t', { level: ${level} }) }}`)).toThrow(
        'level must be a whole number from 1 to 6',
      );
    }
  });

  it('prints numbers and rejects lists as content', () => {
    expect(renderCanvas("{{ cms_heading('t', { default: 2026 }) }}")).toBe(
      '<h2 data-canopy="t">2026</h2>',
    );
    expect(() => renderCanvas("{{ cms_heading('t', { default: ['a'] }) }}")).toThrow(
      'cms_heading(): the content must be text',
    );
  });
});

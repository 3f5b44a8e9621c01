import {renderCanvas} from '../render';

describe('cms_code', () => {
  it('prints code escaped in pre and code, with a language class', () => {
    expect(
      renderCanvas(
        "{{ cms_code('install', { default: 'courier push --message \"<x>\"', language: 'bash' }) }}",
      ),
    ).toBe(
      '<pre data-canopy="install"><code class="language-bash">courier push --message &quot;&lt;x&gt;&quot;</code></pre>',
    );
  });

  it('leaves the language class out when no language is given, and keeps line breaks', () => {
    expect(renderCanvas("{{ cms_code('c', { default: code }) }}", {data: {code: 'a\nb'}})).toBe(
      '<pre data-canopy="c"><code>a\nb</code></pre>',
    );
  });

  it('puts class and label on the pre element', () => {
    expect(
      renderCanvas("{{ cms_code('c', { class: 'snippet', label: 'Install command' }) }}"),
    ).toBe(
      '<pre data-canopy="c" class="snippet" data-canopy-label="Install command"><code></code></pre>',
    );
  });
});

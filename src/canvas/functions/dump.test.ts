import {renderCanvas} from '../render';
import {dumpJson} from './dump';

const preview = {request: {is_preview: true}};

describe('dump', () => {
  it('prints JSON in a pre element in previews', () => {
    expect(
      renderCanvas('{{ dump(post) }}', {
        data: {...preview, post: {title: 'Hello <world>', tags: ['news']}},
      }),
    ).toBe(
      '<pre class="canvas-dump">{\n  "title": "Hello &lt;world&gt;",\n  "tags": [\n    "news"\n  ]\n}</pre>',
    );
  });

  it('prints one block per argument, and every variable without arguments', () => {
    expect(renderCanvas("{{ dump(1, 'a') }}", {data: preview})).toBe(
      '<pre class="canvas-dump">1</pre><pre class="canvas-dump">"a"</pre>',
    );
    expect(renderCanvas('{{ dump() }}', {data: preview})).toContain(
      '&quot;site_name&quot;'.replace(/&quot;/g, '"'),
    );
  });

  it('prints nothing on published pages', () => {
    expect(renderCanvas('[{{ dump(post) }}]', {data: {post: {title: 'x'}}})).toBe('[]');
    expect(renderCanvas('[{{ dump() }}]')).toBe('[]');
  });

  it('writes null for missing values, drops functions and Twig bookkeeping, and cuts cycles', () => {
    expect(dumpJson(undefined)).toBe('null');
    expect(dumpJson({a: 1, f: () => 1, _keys: ['a']})).toBe('{\n  "a": 1\n}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(dumpJson(loop)).toBe('{\n  "self": "[circular]"\n}');
    expect(dumpJson(new Date('2026-03-14T09:30:00Z'))).toBe('"2026-03-14T09:30:00.000Z"');
  });
});

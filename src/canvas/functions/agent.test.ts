import {renderCanvas} from '../render';

describe('agent', () => {
  it('renders the tessera-agent element as a bubble with the automatic theme by default', () => {
    expect(renderCanvas("{{ agent('support') }}")).toBe(
      '<tessera-agent agent="support" display="bubble" theme="auto"></tessera-agent>',
    );
  });

  it('passes the documented options as attributes, escaped', () => {
    expect(
      renderCanvas(
        "{{ agent('support', { display: 'inline', theme: 'dark', greeting: 'Hi, how can I help?', placeholder: 'Ask \"anything\"', class: 'help' }) }}",
      ),
    ).toBe(
      '<tessera-agent agent="support" display="inline" theme="dark" greeting="Hi, ' +
        'how can I help?" placeholder="Ask &quot;anything&quot;" class="help"></tessera-agent>',
    );
  });

  it('encodes context as JSON in an attribute', () => {
    expect(
      renderCanvas("{{ agent('shop', { context: { product: 'sourdough-loaf', price: 7 } }) }}"),
    ).toBe(
      '<tessera-agent agent="shop" display="bubble" theme="auto" ' +
        'context="{&quot;product&quot;:&quot;sourdough-loaf&quot;,&quot;price&quot;:7}">' +
        '</tessera-agent>',
    );
    expect(() => renderCanvas("{{ agent('shop', { context: 'x' }) }}")).toThrow(
      'agent(): context must be a hash',
    );
  });

  it('rejects a missing key, unknown options and values outside the lists', () => {
    expect(() => renderCanvas('{{ agent() }}')).toThrow(
      "agent(): the first argument must be the agent's key",
    );
    expect(() => renderCanvas("{{ agent('support', { position: 'inline' }) }}")).toThrow(
      'agent(): unknown option "position"',
    );
    expect(() => renderCanvas("{{ agent('support', { display: 'popup' }) }}")).toThrow(
      'agent(): display must be "bubble" or "inline"',
    );
    expect(() => renderCanvas("{{ agent('support', { theme: 'blue' }) }}")).toThrow(
      'agent(): theme must be "auto" or "light" or "dark"',
    );
  });

  it('is not escaped by autoescape', () => {
    expect(renderCanvas("<aside>{{ agent('support') }}</aside>")).toContain(
      '<aside><tessera-agent',
    );
  });
});

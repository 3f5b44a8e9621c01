import {compressToEncodedURIComponent} from 'lz-string';
import {decodePlaygroundHash, encodePlaygroundState, MAX_LINK_LENGTH} from './playgroundState';

describe('playground links', () => {
  it('carry the template, the data and the other templates there and back', () => {
    const state = {
      template: '{% include "card.canvas" %} {{ title|upper }} <é> & 🙂',
      data: '{"title": "hi"}',
      templates: {'card.canvas': '<div>card</div>'},
    };
    const hash = `#${encodePlaygroundState(state)}`;
    expect(hash).toMatch(/^#code=[A-Za-z0-9+\-$]+$/);
    expect(decodePlaygroundHash(hash)).toEqual({kind: 'state', state});
  });

  it('leave out an empty set of other templates', () => {
    const hash = encodePlaygroundState({template: 'a', data: '', templates: {}});
    expect(decodePlaygroundHash(hash)).toEqual({kind: 'state', state: {template: 'a', data: ''}});
  });

  it('are ignored when the page has no code fragment', () => {
    expect(decodePlaygroundHash('')).toEqual({kind: 'none'});
    expect(decodePlaygroundHash('#output')).toEqual({kind: 'none'});
  });

  it('say why when damaged', () => {
    const hash = encodePlaygroundState({template: 'hello {{ name }}', data: '{"name":"x"}'});
    expect(decodePlaygroundHash(hash.slice(0, hash.length - 6))).toEqual({
      kind: 'invalid',
      reason: 'The link is damaged: it may have been cut short when it was copied.',
    });
    expect(decodePlaygroundHash('#code=!!!')).toMatchObject({kind: 'invalid'});
    const wrongShape = `code=${compressToEncodedURIComponent(JSON.stringify({template: 1}))}`;
    expect(decodePlaygroundHash(wrongShape)).toMatchObject({kind: 'invalid'});
  });

  it('say why when too long', () => {
    const decoded = decodePlaygroundHash(`#code=${'A'.repeat(MAX_LINK_LENGTH + 1)}`);
    expect(decoded).toEqual({
      kind: 'invalid',
      reason: 'The link is too long (16,001 characters; the playground reads up to 16,000).',
    });
  });
});

import {plainCodeLines} from './plainCodeLines';

describe('plainCodeLines', () => {
  it('gives one plain token per line', () => {
    expect(plainCodeLines('{{ a }}\n{{ b }}')).toEqual([
      [{types: ['plain'], content: '{{ a }}'}],
      [{types: ['plain'], content: '{{ b }}'}],
    ]);
  });

  it('splits on every kind of line break and keeps empty lines as empty tokens', () => {
    const lines = plainCodeLines('a\r\n\rb\nc');
    expect(lines.map((line) => line[0]?.content)).toEqual(['a', '\n', 'b', 'c']);
    expect(lines[1]?.[0]?.empty).toBe(true);
  });

  it('keeps leading whitespace and markup as text', () => {
    expect(plainCodeLines('  <b>{{ x }}</b>')[0]?.[0]?.content).toBe('  <b>{{ x }}</b>');
  });
});

import {plainCodeLines, plainLineProps, plainTokenProps} from './plainCodeLines';

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

describe('plainLineProps and plainTokenProps', () => {
  const [line] = plainCodeLines('{{ a }}');

  it("give a line the highlighter's line class, with the magic comment classes", () => {
    expect(
      plainLineProps({line: line ?? [], className: 'theme-code-block-highlighted-line'}),
    ).toEqual({className: 'token-line theme-code-block-highlighted-line'});
  });

  it('give a token its types as classes and its text as children', () => {
    const token = line?.[0] ?? {types: [], content: ''};
    expect(plainTokenProps({token})).toEqual({
      className: 'token plain',
      children: '{{ a }}',
      style: undefined,
    });
  });

  it('keep an empty line one line high', () => {
    const empty = plainCodeLines('')[0]?.[0] ?? {types: [], content: ''};
    expect(plainTokenProps({token: empty}).style).toEqual({display: 'inline-block'});
  });
});

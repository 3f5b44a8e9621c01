import type {Token} from 'prism-react-renderer';
import {compactCodeLine, isPlainToken} from './compactCodeLine';

const token = (content: string, ...types: string[]): Token => ({types, content});
const text = (line: readonly Token[]) => line.map((part) => part.content).join('');

describe('compactCodeLine', () => {
  it('joins neighbours of the same kind and drops empty tokens, keeping the text', () => {
    const line = [
      token('', 'plain'),
      token('{', 'punctuation'),
      token('{', 'punctuation'),
      token(' value', 'plain'),
      token('|', 'operator'),
      token('date', 'plain'),
      token(' ', 'plain'),
      token('}}', 'delimiter', 'punctuation'),
      token('', 'plain'),
    ];
    const compact = compactCodeLine(line);
    expect(compact).toEqual([
      token('{{', 'punctuation'),
      token(' value', 'plain'),
      token('|', 'operator'),
      token('date ', 'plain'),
      token('}}', 'delimiter', 'punctuation'),
    ]);
    expect(text(compact)).toBe(text(line));
  });

  it('keeps apart tokens whose kinds differ in any type or in order', () => {
    const line = [
      token('}', 'punctuation'),
      token('}', 'delimiter', 'punctuation'),
      token('"', 'string', 'punctuation'),
      token('"', 'punctuation', 'string'),
    ];
    expect(compactCodeLine(line)).toHaveLength(4);
  });

  it('leaves an empty line as the theme expects it: one empty token', () => {
    const empty: Token[] = [{types: ['plain'], content: '\n', empty: true}];
    expect(compactCodeLine(empty)).toEqual(empty);
    expect(compactCodeLine([token('', 'plain')])).toEqual([token('', 'plain')]);
  });

  it('does not change the line it is given', () => {
    const line = [token('a', 'plain'), token('b', 'plain')];
    compactCodeLine(line);
    expect(line).toEqual([token('a', 'plain'), token('b', 'plain')]);
  });
});

describe('isPlainToken', () => {
  it('is a token of the plain kind alone, not an empty line', () => {
    expect(isPlainToken(token(' value', 'plain'))).toBe(true);
    expect(isPlainToken(token('}}', 'delimiter', 'punctuation'))).toBe(false);
    expect(isPlainToken(token('x', 'plain', 'deleted'))).toBe(false);
    expect(isPlainToken({types: ['plain'], content: '\n', empty: true})).toBe(false);
  });
});

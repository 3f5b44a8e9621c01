import {locateTemplateError, templateTags, unbalancedTag} from './locateTemplateError';
import {renderCanvas} from '../render';

/** The real engine, as the worker uses it. */
function failsAlone(tag: string): string | undefined {
  try {
    renderCanvas(tag);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function locate(template: string): ReturnType<typeof locateTemplateError> {
  const message = failsAlone(template);
  if (message === undefined) throw new Error(`expected ${template} to fail`);
  return locateTemplateError(template, message, failsAlone);
}

describe('templateTags', () => {
  it('lists the tags with their offsets and keywords', () => {
    expect(templateTags('a {{ b }}\n{% if c %}{# d #}')).toEqual([
      {text: '{{ b }}', offset: 2, keyword: ''},
      {text: '{% if c %}', offset: 10, keyword: 'if'},
      {text: '{# d #}', offset: 20, keyword: ''},
    ]);
  });
});

describe('unbalancedTag', () => {
  it('finds an end tag that closes nothing, and a tag left open', () => {
    expect(unbalancedTag(templateTags('{% endif %}'))?.keyword).toBe('endif');
    expect(unbalancedTag(templateTags('{% for a in b %}{% if a %}{% endfor %}'))?.keyword).toBe(
      'endfor',
    );
    expect(unbalancedTag(templateTags('{% if a %}{% for x in y %}{% endfor %}'))?.keyword).toBe(
      'if',
    );
    expect(unbalancedTag(templateTags('{% set a = 1 %}{% if a %}{% endif %}'))).toBeUndefined();
  });
});

describe('locateTemplateError', () => {
  it('reads the position of an unclosed bracket', () => {
    expect(locate('<p>\n  {{ title </p>')).toEqual({line: 2, column: 3});
  });

  it('finds an unclosed block tag', () => {
    expect(locate('<ul>\n{% for post in posts %}\n  <li>{{ post }}</li>\n</ul>')).toEqual({
      line: 2,
      column: 1,
    });
  });

  it('finds an end tag that closes nothing', () => {
    expect(locate('<p>\n</p>{% endif %}')).toEqual({line: 2, column: 5});
  });

  it('finds the tag the engine cannot parse', () => {
    expect(locate('<p>ok</p>\n<p>{{ 1 ++ 2 }}</p>')).toEqual({line: 2, column: 4});
    expect(locate('one\ntwo\n  {% frobnicate %}')).toEqual({line: 3, column: 3});
  });

  it('finds an unknown filter and an unknown function', () => {
    expect(locate('<h1>\n{{ title|uper }}</h1>')).toEqual({line: 2, column: 10});
    expect(locate('{{ 1 }}\n{{ rnage(1, 3)|join }}')).toEqual({line: 2, column: 4});
  });
});

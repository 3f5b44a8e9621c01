import {renderCanvas} from '../render';
import {INCLUDE_PATTERN} from './include';

const templates = {'partials/hello.canvas': 'Hi {{ name }}[{{ role }}]'};

describe('include tag', () => {
  it('accepts only without with', () => {
    expect(
      renderCanvas("{% include 'partials/hello.canvas' only %}", {data: {name: 'Ada'}, templates}),
    ).toBe('Hi []');
  });

  it('keeps every other form', () => {
    const data = {name: 'Ada', role: 'Editor'};
    expect(renderCanvas("{% include 'partials/hello.canvas' %}", {data, templates})).toBe(
      'Hi Ada[Editor]',
    );
    expect(
      renderCanvas("{% include 'partials/hello.canvas' with {name: 'Bo'} %}", {data, templates}),
    ).toBe('Hi Bo[Editor]');
    expect(
      renderCanvas("{% include 'partials/hello.canvas' with {name: 'Bo'} only %}", {
        data,
        templates,
      }),
    ).toBe('Hi Bo[]');
    expect(
      renderCanvas("a{% include 'partials/none.canvas' ignore missing %}b", {data, templates}),
    ).toBe('ab');
    expect(
      renderCanvas("a{% include 'partials/none.canvas' ignore missing with {x: 1} only %}b", {
        templates,
      }),
    ).toBe('ab');
  });

  it('splits the parts of the tag', () => {
    expect(
      INCLUDE_PATTERN.exec("include 'a.canvas' ignore missing with {a: 1} only")?.slice(1),
    ).toEqual(["'a.canvas'", 'ignore missing', '{a: 1}', 'only']);
  });
});

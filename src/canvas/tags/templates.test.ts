import {renderCanvas} from '../render';
import {missingTemplate} from './templates';

const templates = {
  'layouts/base.canvas': '<main>{% block content %}{% endblock %}</main>',
  'partials/note.canvas': 'Note',
};

describe('missing templates', () => {
  it("raise Twig 3's error in every tag that loads a template", () => {
    const cases = [
      "{% extends 'layouts/none.canvas' %}",
      "{% include 'layouts/none.canvas' %}",
      "{% embed 'layouts/none.canvas' %}{% endembed %}",
      "{% import 'layouts/none.canvas' as m %}",
      "{% from 'layouts/none.canvas' import m %}",
      "{% use 'layouts/none.canvas' %}",
    ];
    for (const template of cases) {
      expect(() => renderCanvas(template, {templates})).toThrow(
        missingTemplate('layouts/none.canvas'),
      );
    }
  });

  it('let ignore missing and lists of candidates through', () => {
    expect(renderCanvas("a{% include 'partials/none.canvas' ignore missing %}b", {templates})).toBe(
      'ab',
    );
    expect(
      renderCanvas("{% include ['partials/none.canvas', 'partials/note.canvas'] %}", {templates}),
    ).toBe('Note');
    const page =
      "{% extends ['layouts/none.canvas', 'layouts/base.canvas'] %}{% block content %}Hi{% endblock %}";
    expect(String(renderCanvas(page, {templates}))).toBe('<main>Hi</main>');
  });
});

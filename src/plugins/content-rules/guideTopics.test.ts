/**
 * Every topic the guides promise can be found in the guide list under its own
 * words: each phrase below appears in the title or description of a guide,
 * which is what the list at /guides shows.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {markdownFiles, REPOSITORY_ROOT} from './markdownFiles';

const TOPICS: readonly {topic: string; phrases: readonly string[]}[] = [
  {topic: 'using AI components', phrases: ['AI components']},
  {topic: 'Tailwind CSS', phrases: ['Tailwind CSS']},
  {topic: 'Parcel', phrases: ['Parcel']},
  {topic: 'package managers', phrases: ['package managers']},
  {topic: 'sending form submissions to email', phrases: ['form submissions to email']},
  {topic: 'sending form submissions to an automation service', phrases: ['automation service']},
  {topic: 'forms', phrases: ['form']},
  {topic: 'reCAPTCHA v2 and v3', phrases: ['reCAPTCHA v2', 'reCAPTCHA v3']},
  {
    topic: 'installing Courier on macOS, Linux and Windows',
    phrases: ['Install Courier on macOS', 'Install Courier on Linux', 'Install Courier on Windows'],
  },
  {
    topic: 'pulling, previewing and pushing a project',
    phrases: ['Pull a project', 'Preview a project', 'Push a project'],
  },
  {topic: 'creating a project', phrases: ['Create a project']},
  {topic: 'what a Canvas is', phrases: ['What is a Canvas']},
];

function listedTexts(): {file: string; text: string}[] {
  return markdownFiles(['guides']).map((file) => {
    const source = readFileSync(join(REPOSITORY_ROOT, file), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const {title, description} = load(frontMatter) as {title?: string; description?: string};
    return {file, text: `${title ?? ''}\n${description ?? ''}`.toLowerCase()};
  });
}

test.each(TOPICS)('the guide list shows a guide about $topic in its own words', ({phrases}) => {
  const texts = listedTexts();
  const missing = phrases.filter(
    (phrase) => !texts.some(({text}) => text.includes(phrase.toLowerCase())),
  );
  expect({missing, hint: 'put the phrase in a guide title or description (guides/*.md)'}).toEqual({
    missing: [],
    hint: 'put the phrase in a guide title or description (guides/*.md)',
  });
});

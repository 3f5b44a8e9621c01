/** Every page of the four sections, and of every docs version cut, meets the content rules (contentRules.ts); failures name the file and the rule. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {checkPage} from './contentRules';
import {CONTENT_SECTIONS, markdownFiles, REPOSITORY_ROOT as root} from './markdownFiles';

const files = markdownFiles(CONTENT_SECTIONS);

describe('content rules', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(50);
  });
  it.each(files)('%s', (file) => {
    const problems = checkPage(file, readFileSync(join(root, file), 'utf8'));
    expect(
      problems.map((problem) => `${problem.file}: ${problem.rule}: ${problem.detail}`),
    ).toEqual([]);
  });
});

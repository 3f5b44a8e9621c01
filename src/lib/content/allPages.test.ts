/** Every page of the four sections meets the content rules (contentRules.ts); failures name the file and the rule. */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {checkPage} from './contentRules';

const root = join(__dirname, '..', '..', '..');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const files = ['docs', 'api', 'guides', 'changelog'].flatMap((section) => pages(join(root, section)).map((file) => relative(root, file)));

describe('content rules', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(50);
  });
  it.each(files)('%s', (file) => {
    const problems = checkPage(file, readFileSync(join(root, file), 'utf8'));
    expect(problems.map((problem) => `${problem.file}: ${problem.rule}: ${problem.detail}`)).toEqual([]);
  });
});

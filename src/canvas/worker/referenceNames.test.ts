import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {documentedFilters, documentedFunctions} from './referenceNames';
import {REPOSITORY_ROOT} from '../../plugins/content-rules/markdownFiles';

function referencePages(folder: string): string[] {
  return readdirSync(join(REPOSITORY_ROOT, 'docs/canvas', folder))
    .filter((file) => file.endsWith('.md') && file !== 'deprecated.md')
    .map((file) => file.replace(/\.md$/, ''))
    .sort();
}

describe('the names the playground suggests', () => {
  it('are the filters with a reference page (the registry in filters/index.ts, less the undocumented ones in referenceNames.ts)', () => {
    expect([...documentedFilters].sort()).toEqual(referencePages('filters'));
  });

  it('are the functions with a reference page (add or remove a name in referenceNames.ts)', () => {
    expect([...documentedFunctions].sort()).toEqual(referencePages('functions'));
  });
});

import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {filesContaining} from './secrets';

describe('filesContaining', () => {
  it('finds a leaked key in any file of the tree, and nothing in a clean tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    mkdirSync(join(dir, 'assets', 'js'), {recursive: true});
    writeFileSync(join(dir, 'index.html'), '<html>clean</html>');
    writeFileSync(join(dir, 'assets', 'js', 'main.js'), 'const key="leaked-admin-key-123";');
    expect(filesContaining(dir, 'leaked-admin-key-123')).toEqual(['assets/js/main.js']);
    expect(filesContaining(dir, 'another-secret-456')).toEqual([]);
  });
  it('refuses a secret so short it would match by chance', () => {
    expect(() => filesContaining('.', 'abc')).toThrow('shorter than 8');
  });
});

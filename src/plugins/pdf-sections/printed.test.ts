import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {carryPdfs, printedDir, printedPdfs} from './printed';

const pdf = (id: string) => ({
  id,
  title: id,
  version: '',
  file: `/pdf/${id}.pdf`,
  pages: 3,
  bytes: 4,
  seconds: 1,
});

function printedFolder(ids: string[], written = ids): string {
  const dir = mkdtempSync(join(tmpdir(), 'printed pdfs '));
  mkdirSync(join(dir, 'pdf'));
  written.forEach((id) => writeFileSync(join(dir, `pdf/${id}.pdf`), '%PDF'));
  writeFileSync(join(dir, 'pdfs.json'), JSON.stringify(ids.map(pdf)));
  return dir;
}

describe('printed PDFs', () => {
  it('are asked for with TESSERA_PDF_DIR only', () => {
    expect(printedDir({})).toBeUndefined();
    expect(printedDir({TESSERA_PDF_DIR: '/x'})).toBe('/x');
  });

  it('say what to run when the folder has no pdfs.json or misses a file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no pdfs '));
    expect(() => printedPdfs(empty)).toThrow(/has no pdfs.json. Print the PDFs with "npm run pdf"/);
    expect(() => printedPdfs(printedFolder(['courier', 'canvas'], ['courier']))).toThrow(
      /names \/pdf\/canvas.pdf, missing from/,
    );
  });

  it("are copied into the build, those of the build's sections only, with pdfs.json", () => {
    const dir = printedFolder(['courier', 'gone']);
    const out = mkdtempSync(join(tmpdir(), 'build '));
    const carried = carryPdfs(dir, out, new Set(['/pdf/courier.pdf', '/pdf/canvas.pdf']));
    expect(carried.map((entry) => entry.file)).toEqual(['/pdf/courier.pdf']);
    expect(readFileSync(join(out, 'pdf/courier.pdf'), 'utf8')).toBe('%PDF');
    expect(existsSync(join(out, 'pdf/gone.pdf'))).toBe(false);
    expect(JSON.parse(readFileSync(join(out, 'pdf/pdfs.json'), 'utf8'))).toEqual([pdf('courier')]);
  });
});

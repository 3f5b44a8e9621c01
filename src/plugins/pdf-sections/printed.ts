/**
 * The PDFs `npm run pdf` printed, as a build that is asked to carry them finds them: the folder in
 * TESSERA_PDF_DIR holds the files at their addresses (`pdf/courier.pdf`) and `pdfs.json` naming
 * each with its pages and bytes. Without the variable a build carries no PDF and no page offers one.
 */
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

export const PDF_DIR_ENV = 'TESSERA_PDF_DIR';

export interface PrintedPdf {
  /** The section's id: `courier`, `api-admin`. */
  readonly id: string;
  readonly title: string;
  /** The docs version, `''` for the latest. */
  readonly version: string;
  /** The file's address: `/pdf/courier.pdf`. */
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
  readonly seconds: number;
}

export function printedDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[PDF_DIR_ENV] || undefined;
}

/** The PDFs in `dir`, each file checked to be there; a clear error when the folder is not one `npm run pdf` wrote. */
export function printedPdfs(dir: string): PrintedPdf[] {
  const manifest = join(dir, 'pdfs.json');
  if (!existsSync(manifest))
    throw new Error(
      `${PDF_DIR_ENV} names ${dir}, which has no pdfs.json. Print the PDFs with "npm run pdf", or build without ${PDF_DIR_ENV}.`,
    );
  const pdfs = JSON.parse(readFileSync(manifest, 'utf8')) as PrintedPdf[];
  const missing = pdfs.filter((pdf) => !existsSync(join(dir, pdf.file)));
  if (missing.length > 0)
    throw new Error(
      `${manifest} names ${missing.map((pdf) => pdf.file).join(', ')}, missing from ${dir}. Print them again with "npm run pdf".`,
    );
  return pdfs;
}

/**
 * Copies the printed PDFs of the build's sections from `dir` into the build at their addresses,
 * with `pdf/pdfs.json` naming them (what list_pages and the tests read); returns those copied.
 */
export function carryPdfs(
  dir: string,
  outDir: string,
  sectionFiles: ReadonlySet<string>,
): PrintedPdf[] {
  // Only the PDFs of sections this build still has: a section the site dropped takes its PDF along.
  const pdfs = printedPdfs(dir).filter((pdf) => sectionFiles.has(pdf.file));
  for (const pdf of pdfs) {
    const target = join(outDir, pdf.file);
    mkdirSync(dirname(target), {recursive: true});
    copyFileSync(join(dir, pdf.file), target);
  }
  mkdirSync(join(outDir, 'pdf'), {recursive: true});
  writeFileSync(join(outDir, 'pdf/pdfs.json'), JSON.stringify(pdfs, null, 1));
  return pdfs;
}

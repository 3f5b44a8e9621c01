#!/usr/bin/env node
/**
 * Makes sure Debian's poppler-utils (pdftotext, pdfinfo, pdftohtml) is installed for the test that
 * reads the PDFs `npm run pdf` writes (e2e/pdf.spec.ts). As root it installs the package with
 * apt-get; otherwise it stops and says what to install.
 */
import {ensureDebianProgram} from './debianPackage.mjs';
import {isMain} from './isMain.mjs';

export const PDFTOTEXT_PATH = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

if (isMain(import.meta.url))
  process.exit(
    ensureDebianProgram({
      name: 'pdftotext',
      path: PDFTOTEXT_PATH,
      envVar: 'PDFTOTEXT_PATH',
      pkg: 'poppler-utils',
      purpose: 'The PDF test',
    }),
  );

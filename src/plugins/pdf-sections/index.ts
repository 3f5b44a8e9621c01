/**
 * Lists the site's PDFs for `npm run pdf`: from the loaded docs, API reference and guides, it writes
 * `pdf/sections.json` into the build, each section with its pages in sidebar order and its outline
 * (sections.ts). The PDFs themselves are printed from the build by a separate command, so the build
 * stays as fast without them. When that command builds again with the PDFs it printed (their folder
 * in TESSERA_PDF_DIR, printed.ts), this copies them into `pdf/` with `pdf/pdfs.json` naming each
 * file's pages and bytes, and the docs and guide plugins give each page its PDF (routeProps.ts).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {docsInstanceSections, guidesSections, type LoadedPost} from './instanceSections';
import {carryPdfs, printedDir} from './printed';
import type {PdfSection} from './sections';

/** Every PDF of the site: the docs of each released version, the API references, the guides. */
export function sectionsFromContent(allContent: AllContent): PdfSection[] {
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  const posts =
    (allContent['docusaurus-plugin-content-blog']?.guides as {blogPosts?: readonly LoadedPost[]})
      ?.blogPosts ?? [];
  return [
    ...docsInstanceSections('default', docsPlugins.default),
    ...docsInstanceSections('api', docsPlugins.api),
    ...guidesSections(posts),
  ];
}

export default function pdfSections(_context: LoadContext): Plugin {
  let sections: PdfSection[] = [];
  return {
    name: 'pdf-sections',
    allContentLoaded({allContent}) {
      sections = sectionsFromContent(allContent);
    },
    async postBuild({outDir}) {
      await mkdir(join(outDir, 'pdf'), {recursive: true});
      await writeFile(join(outDir, 'pdf/sections.json'), JSON.stringify(sections));
      const dir = printedDir();
      if (dir) carryPdfs(dir, outDir, new Set(sections.map((section) => section.file)));
    },
  };
}

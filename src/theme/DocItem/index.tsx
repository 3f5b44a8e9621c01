/**
 * Wraps the theme's DocItem: on a category's own page (a reference group's index), the docs the
 * category lists, carried by the page's route, are back in the docs version for what the page
 * renders (components/ListedDocs); on a page of a section whose PDF the build carries, that PDF for
 * the footer's download link (components/PdfDownload).
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import ListedDocs from '@site/src/components/ListedDocs';
import {SectionPdfProvider} from '@site/src/components/PdfDownload';
import type {PdfDownload} from '@site/src/lib/pdfDownload';

type Props = WrapperProps<typeof DocItemType> & {
  readonly listedDocs?: PropVersionDocs;
  /** The route prop PDF_DOWNLOAD_PROP (lib/pdfDownload.ts). */
  readonly pdfDownload?: PdfDownload;
};

export default function DocItemWrapper({listedDocs, pdfDownload, ...props}: Props): ReactNode {
  return (
    <SectionPdfProvider pdf={pdfDownload}>
      <ListedDocs docs={listedDocs}>
        <DocItem {...props} />
      </ListedDocs>
    </SectionPdfProvider>
  );
}

/**
 * Wraps the theme's generated category index: the docs its cards list, carried by the page's
 * route, are back in the docs version for the cards' descriptions (components/ListedDocs); after
 * them, the section's PDF when the build carries it (components/PdfDownload).
 */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import ListedDocs from '@site/src/components/ListedDocs';
import PdfDownload from '@site/src/components/PdfDownload';
import type {PdfDownload as Pdf} from '@site/src/lib/pdfDownload';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  readonly listedDocs?: PropVersionDocs;
  /** The route prop PDF_DOWNLOAD_PROP (lib/pdfDownload.ts). */
  readonly pdfDownload?: Pdf;
};

export default function DocCategoryGeneratedIndexPageWrapper({
  listedDocs,
  pdfDownload,
  ...props
}: Props): ReactNode {
  return (
    <ListedDocs docs={listedDocs}>
      <DocCategoryGeneratedIndexPage {...props} />
      <PdfDownload pdf={pdfDownload} />
    </ListedDocs>
  );
}

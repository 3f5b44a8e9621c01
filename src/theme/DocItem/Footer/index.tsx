/**
 * Replaces the theme's DocItem/Footer on docs and API pages: the page's tags
 * as before, the section's PDF when the build carries it (components/PdfDownload), then the help link,
 * 'Edit this page on GitHub', the 'Last updated' date and the feedback widget (components/PageFoot) in place of the
 * theme's edit row.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import PageFoot from '@site/src/components/PageFoot';
import PdfDownload from '@site/src/components/PdfDownload';
import type {PdfDownload as SectionPdf} from '@site/src/lib/pdfDownload';

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  // The section's PDF, which plugins/pdf-sections puts in the doc's metadata when the build has it.
  const {pdfDownload: pdf} = metadata as {pdfDownload?: SectionPdf};
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {metadata.tags.length > 0 && <TagsListInline tags={metadata.tags} />}
      <PdfDownload pdf={pdf} />
      <PageFoot
        path={metadata.permalink}
        editUrl={metadata.editUrl}
        lastUpdatedAt={metadata.lastUpdatedAt}
      />
    </footer>
  );
}

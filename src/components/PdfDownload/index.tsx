/**
 * "Download PDF (N pages, X MB)": the link to a section's PDF on its pages' footer, its category
 * index and the guide list. The figures come from the page's route (lib/pdfDownload.ts); a build
 * without PDFs gives no figures, and then there is no link rather than one to a missing file.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {downloadLabel, type PdfDownload as SectionPdf} from '@site/src/lib/pdfDownload';
import styles from './styles.module.css';

export default function PdfDownload({pdf}: {readonly pdf: SectionPdf | undefined}): ReactNode {
  if (!pdf) return null;
  return (
    <p className={styles.download}>
      {/* pathname:// makes it a plain link to a file (with the base URL), not a page of the router. */}
      <Link to={`pathname://${pdf.href}`} target="_self" download>
        {downloadLabel(pdf)}
      </Link>
    </p>
  );
}

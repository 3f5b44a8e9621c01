/**
 * "Download PDF (N pages, X MB)": the link to a section's PDF on its pages' footer, its category
 * index and the guide list. The figures come from the page's route (lib/pdfDownload.ts); a build
 * without PDFs gives no figures, and then there is no link rather than one to a missing file.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {downloadLabel, type PdfDownload as SectionPdf} from '@site/src/lib/pdfDownload';
import styles from './styles.module.css';

export default function PdfDownload({
  pdf,
  className,
}: {
  readonly pdf: SectionPdf | undefined;
  readonly className?: string;
}): ReactNode {
  if (!pdf) return null;
  return (
    <p className={clsx(styles.download, className)}>
      {/* pathname:// makes it a plain link to a file (with the base URL), not a page of the router. */}
      <Link to={`pathname://${pdf.href}`} target="_self" download>
        {downloadLabel(pdf)}
      </Link>
    </p>
  );
}

/* The PDF of the section a docs or API page belongs to, from the page's route (theme/DocItem) to
   its footer (theme/DocItem/Footer), which the theme renders deep inside without the route's props. */
const SectionPdfContext = createContext<SectionPdf | undefined>(undefined);

export function SectionPdfProvider({
  pdf,
  children,
}: {
  readonly pdf: SectionPdf | undefined;
  readonly children: ReactNode;
}): ReactNode {
  return pdf ? (
    <SectionPdfContext.Provider value={pdf}>{children}</SectionPdfContext.Provider>
  ) : (
    children
  );
}

export function useSectionPdf(): SectionPdf | undefined {
  return useContext(SectionPdfContext);
}

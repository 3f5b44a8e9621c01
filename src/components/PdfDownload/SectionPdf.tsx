/**
 * The PDF of the section a docs or API page belongs to, from the page's route (theme/DocItem) to
 * its footer (theme/DocItem/Footer), which the theme renders deep inside without the route's props.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import type {PdfDownload} from '@site/src/lib/pdfDownload';

const SectionPdfContext = createContext<PdfDownload | undefined>(undefined);

export function SectionPdfProvider({
  pdf,
  children,
}: {
  readonly pdf: PdfDownload | undefined;
  readonly children: ReactNode;
}): ReactNode {
  return pdf ? (
    <SectionPdfContext.Provider value={pdf}>{children}</SectionPdfContext.Provider>
  ) : (
    children
  );
}

export function useSectionPdf(): PdfDownload | undefined {
  return useContext(SectionPdfContext);
}

import {downloadLabel, megabytes} from './pdfDownload';

describe('downloadLabel', () => {
  it('names the pages and the size in megabytes with one decimal', () => {
    expect(downloadLabel({pages: 34, bytes: 1_940_000})).toBe('Download PDF (34 pages, 1.9 MB)');
    expect(downloadLabel({pages: 1, bytes: 120_000})).toBe('Download PDF (1 page, 0.1 MB)');
  });

  it('never says 0.0 MB of a file that has bytes', () => {
    expect(megabytes(20_000)).toBe('0.1');
    expect(megabytes(0)).toBe('0.0');
  });
});

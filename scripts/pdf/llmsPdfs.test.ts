import {withPdfsSection} from './llmsPdfs';

const site = 'https://developers.tessera.dev';
const courier = {
  file: '/pdf/courier.pdf',
  title: 'Courier',
  version: '',
  pages: 34,
  bytes: 1_900_000,
};

describe('withPdfsSection', () => {
  it('adds the PDFs at the end, with pages and size', () => {
    expect(withPdfsSection('# T\n\n## Guides\n\n- [a](x)\n', [courier], site)).toBe(
      '# T\n\n## Guides\n\n- [a](x)\n\n## PDFs\n\n- [Courier](https://developers.tessera.dev/pdf/courier.pdf): 34 pages, 1.9 MB\n',
    );
  });

  it('replaces the section when printed again, and names an older version', () => {
    const once = withPdfsSection('# T\n', [courier], site);
    const twice = withPdfsSection(
      once,
      [{...courier, file: '/pdf/2025/courier.pdf', version: '2025'}],
      site,
    );
    expect(twice).toBe(
      '# T\n\n## PDFs\n\n- [Courier (2025)](https://developers.tessera.dev/pdf/2025/courier.pdf): 34 pages, 1.9 MB\n',
    );
  });
});

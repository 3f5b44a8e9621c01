/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import PdfDownload from '.';

jest.mock('@docusaurus/Link', () => ({
  __esModule: true,
  // The site's Link turns pathname:///x into a plain <a href="/x"> (with the base URL, here '/').
  default: ({to, children, ...rest}: {to: string; children: React.ReactNode}) => (
    <a href={to.replace('pathname://', '')} {...rest}>
      {children}
    </a>
  ),
}));

const courier = {href: '/pdf/courier.pdf', title: 'Courier', pages: 34, bytes: 1_940_000};

describe('PdfDownload', () => {
  it('links to the file with its pages and size', () => {
    render(<PdfDownload pdf={courier} />);
    const link = screen.getByRole('link', {name: 'Download PDF (34 pages, 1.9 MB)'});
    expect(link.getAttribute('href')).toBe('/pdf/courier.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('renders nothing when the build has no PDF for the page', () => {
    const {container} = render(<PdfDownload pdf={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

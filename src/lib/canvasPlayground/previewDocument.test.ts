import {PREVIEW_CSP, previewDocument} from './previewDocument';

describe('previewDocument', () => {
  it('puts a policy blocking scripts and network before the output', () => {
    const html = previewDocument('<script>alert(1)</script>');
    const policy = html.indexOf('Content-Security-Policy');
    expect(policy).toBeGreaterThan(-1);
    expect(policy).toBeLessThan(html.indexOf('<script>'));
    expect(PREVIEW_CSP).toContain("default-src 'none'");
    expect(PREVIEW_CSP).not.toMatch(/script-src|connect-src|https?:/);
  });
});

import {runIncludesHostedSpec} from './hostedBuild';

describe('runIncludesHostedSpec', () => {
  it('answers yes for a run of every file', () => {
    expect(runIncludesHostedSpec([])).toBe(true);
    expect(runIncludesHostedSpec(['--workers', '3', '--reporter=list'])).toBe(true);
  });

  it('answers yes for a run that names the spec or a folder holding it', () => {
    expect(runIncludesHostedSpec(['e2e/search-hosted.spec.ts'])).toBe(true);
    expect(runIncludesHostedSpec(['search-hosted', 'docs.spec.ts'])).toBe(true);
    expect(runIncludesHostedSpec(['e2e/'])).toBe(true);
  });

  it('answers no for a run of other files, an option value not taken for a file', () => {
    expect(runIncludesHostedSpec(['e2e/docs.spec.ts', 'e2e/versions.spec.ts'])).toBe(false);
    expect(runIncludesHostedSpec(['e2e/screenshots.spec.ts', '--update-snapshots'])).toBe(false);
    expect(runIncludesHostedSpec(['-c', 'other.config.ts', 'docs'])).toBe(false);
  });

  it('answers no when tests are chosen another way, so the spec builds for itself if it runs', () => {
    expect(runIncludesHostedSpec(['--grep', 'hosted'])).toBe(false);
    expect(runIncludesHostedSpec(['-g=provider'])).toBe(false);
    expect(runIncludesHostedSpec(['--last-failed'])).toBe(false);
  });
});

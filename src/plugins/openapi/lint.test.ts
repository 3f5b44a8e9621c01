/**
 * The published documents pass Redocly's `recommended` ruleset with neither errors nor warnings:
 * the pinned @redocly/cli lints them as the build writes them.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {site} from '../../data/site';
import {API_IDS, openApiDocument} from './document';

interface LintReport {
  readonly totals: {readonly errors: number; readonly warnings: number};
  readonly problems: readonly {
    readonly ruleId: string;
    readonly message: string;
    readonly location: readonly {
      readonly source: {readonly ref: string};
      readonly pointer: string;
    }[];
  }[];
}

const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-openapi-lint-'));
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

// One run per document: with several files, the JSON format prints one report after another.
test.each(API_IDS)(
  'Redocly finds no problem in the %s document (recommended ruleset)',
  (api) => {
    const file = join(dir, `${api}.json`);
    writeFileSync(file, `${JSON.stringify(openApiDocument(api, site.url), null, 2)}\n`);
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--extends=recommended', '--format=json', file],
      {
        cwd: dir,
        encoding: 'utf8',
        // No usage report from a test run, and no notice of newer versions: the version is pinned.
        env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
      },
    );
    if (!run.stdout.trim().startsWith('{'))
      throw new Error(`redocly lint printed no report (exit ${run.status}):\n${run.stderr}`);
    const report = JSON.parse(run.stdout) as LintReport;
    // Each problem as "#/pointer rule: message", which says what to change in the generator.
    const problems = report.problems.map(
      ({ruleId, message, location}) =>
        `${location.map((at) => at.pointer).join(', ')} ${ruleId}: ${message}`,
    );
    expect({api, problems}).toEqual({api, problems: []});
    expect(report.totals).toMatchObject({errors: 0, warnings: 0});
  },
  30_000,
);

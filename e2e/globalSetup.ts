/**
 * Before the browser tests: a full run starts the hosted-mode build that search-hosted.spec.ts needs
 * (support/hostedBuild.ts says why), and ends it with the run if it still runs.
 */
import {
  HOSTED_BUILD_DIR_VARIABLE,
  HOSTED_BUILD_STATUS_VARIABLE,
  runIncludesHostedSpec,
  startHostedBuild,
} from './support/hostedBuild';

export default function globalSetup(): (() => void) | undefined {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  if (process.env[HOSTED_BUILD_DIR_VARIABLE] || !runIncludesHostedSpec(args)) return undefined;
  const build = startHostedBuild();
  // The workers start after this and inherit the runner's environment.
  process.env[HOSTED_BUILD_DIR_VARIABLE] = build.outDir;
  process.env[HOSTED_BUILD_STATUS_VARIABLE] = build.statusFile;
  return () => build.stop();
}

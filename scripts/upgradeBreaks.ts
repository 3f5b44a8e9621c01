/**
 * What an upgrade rehearsal (scripts/upgrade-rehearse.mjs) found, sorted by the site's reliances on
 * Docusaurus (UPGRADING.md): each break of the install, the type check, the unit tests, the build
 * and the browser smoke becomes one line naming the reliance and the file to look at.
 */

export type Reliance =
  | 'swizzle'
  | 'patch'
  | 'page template'
  | 'plugin API'
  | 'config'
  | 'dependency peer range'
  | 'runtime'
  | 'unclassified';

export type Step = 'install' | 'type check' | 'unit tests' | 'build' | 'browser smoke';

export interface Break {
  readonly step: Step;
  readonly reliance: Reliance;
  /** The file to look at. */
  readonly file: string;
  readonly message: string;
}

/** The newest `<major>` canary published for every package, by its build number. */
export function newestCommonCanary(
  versionsByPackage: Readonly<Record<string, readonly string[]>>,
  major = '4.0.0',
): string | undefined {
  const lists = Object.values(versionsByPackage);
  const canary = new RegExp(`^${major.replace(/\./g, '\\.')}-canary-(\\d+)$`);
  const first = lists[0] ?? [];
  return first
    .filter((version) => canary.test(version) && lists.every((list) => list.includes(version)))
    .sort((a, b) => Number(canary.exec(a)?.[1]) - Number(canary.exec(b)?.[1]))
    .at(-1);
}

/** The reliance a file of the site stands for. */
export function relianceOfFile(file: string): Reliance {
  if (file.startsWith('src/theme/')) return 'swizzle';
  if (file.startsWith('patches/') || file === 'src/lib/docusaurusPrefetch.ts') return 'patch';
  if (file.startsWith('src/plugins/scripts-after-paint/')) return 'page template';
  if (file.startsWith('src/plugins/') || file.startsWith('src/clientModules/')) return 'plugin API';
  if (/^(docusaurus\.config|sidebars\w*)\.ts$/.test(file) || file === 'tsconfig.json')
    return 'config';
  if (file === 'package.json') return 'dependency peer range';
  return 'unclassified';
}

/**
 * Messages that point at the installed dependencies rather than at the file that shows them: a
 * package's module or export missing (a peer left out under --legacy-peer-deps), or two copies of
 * Joi whose schemas cannot mix.
 */
const DEPENDENCY_MESSAGE =
  /Cannot find module '(?![./])[^']+' from 'node_modules|Module '"(?![./])[^"]+"' has no exported member|Cannot mix different versions of joi/;

/** The reliance of a break: the dependencies for a dependency message, else the file's. */
export function relianceOf(file: string, message: string): Reliance {
  return DEPENDENCY_MESSAGE.test(message) ? 'dependency peer range' : relianceOfFile(file);
}

/** The reliances the site's own guards name (src/lib/relianceGuard.ts) and the file each points at. */
const GUARDED: Readonly<Record<string, {reliance: Reliance; file: string}>> = {
  'Page template': {
    reliance: 'page template',
    file: 'src/plugins/scripts-after-paint/ssrTemplate.ts',
  },
  'Route shapes': {reliance: 'plugin API', file: 'src/plugins/docs-instance/versionRoutes.ts'},
  'Link patch': {reliance: 'patch', file: 'src/lib/docusaurusPrefetch.ts'},
  'Prism loading': {reliance: 'plugin API', file: 'src/plugins/prism-loading/index.ts'},
};

const SITE_FILE =
  /((?:src|scripts|e2e|patches)\/[\w@+./~-]+\.(?:tsx?|mjs|js|css|patch)|docusaurus\.config\.ts|sidebars\w*\.ts)/;

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

/** Breaks of `npm install`: a patch that no longer applies, a peer range the new version is outside. */
export function installBreaks(output: string): Break[] {
  const breaks: Break[] = [];
  const patch = /Failed to apply patch for package (\S+)/.exec(output);
  if (patch) {
    const file = /(patches\/\S+\.patch)/.exec(output)?.[1] ?? 'patches/';
    breaks.push({
      step: 'install',
      reliance: 'patch',
      file,
      message: `The patch for ${patch[1]} no longer applies (patch-package).`,
    });
  }
  if (/ERESOLVE/.test(output)) {
    const peer = /Could not resolve dependency:\s*npm (?:error|ERR!) peer (.+?) from (\S+)/.exec(
      output,
    );
    breaks.push({
      step: 'install',
      reliance: 'dependency peer range',
      file: 'package.json',
      message: peer
        ? `${peer[2]} accepts ${peer[1]} only; installed with --legacy-peer-deps.`
        : `A peer range refuses the new version; installed with --legacy-peer-deps. ${firstLine(output)}`,
    });
  }
  return breaks;
}

/** Breaks of `tsc --noEmit`: one per file with errors, with its first error. */
export function typeCheckBreaks(output: string): Break[] {
  const byFile = new Map<string, string>();
  for (const match of output.matchAll(/^([^\s(]+)\(\d+,\d+\): error (TS\d+: .*)$/gm)) {
    const [, file = '', message = ''] = match;
    if (!byFile.has(file)) byFile.set(file, message);
  }
  return [...byFile].map(([file, message]) => ({
    step: 'type check',
    reliance: relianceOf(file, message),
    file,
    message,
  }));
}

/** Breaks of Jest: one per failing test file (Jest names each twice: as it fails and in its summary). */
export function unitTestBreaks(output: string): Break[] {
  const byFile = new Map<string, Break>();
  for (const match of output.matchAll(/^FAIL (\S+)/gm)) {
    const file = match[1] ?? '';
    if (byFile.has(file)) continue;
    const after = output.slice((match.index ?? 0) + match[0].length);
    const message = /●[^\n]*\n\s*\n\s*([^\n]+)/.exec(after)?.[1]?.trim() ?? 'failed';
    byFile.set(file, {step: 'unit tests', reliance: relianceOf(file, message), file, message});
  }
  return [...byFile.values()];
}

/** The build's break: a guard's own message, a runtime the release refuses, or the error and its file. */
export function buildBreaks(output: string): Break[] {
  const guard =
    /^\s*(?:\[ERROR\]\s*)?(?:\w*Error: )?([A-Z][\w ]+): a Docusaurus upgrade changed what (\S+) relies on\. (.*)$/m.exec(
      output,
    );
  if (guard) {
    const [, name = '', file = '', rest = ''] = guard;
    const known = GUARDED[name];
    return [
      {
        step: 'build',
        reliance: known?.reliance ?? relianceOfFile(file),
        file,
        message: `${name}: ${rest}`,
      },
    ];
  }
  const stopped =
    /^\s*(?:\[ERROR\]\s*)?(?:\w*Error: )?(Page template|Route shapes|Link patch|Prism loading): (.*)$/m.exec(
      output,
    );
  if (stopped) {
    const known = GUARDED[stopped[1] ?? ''];
    return [
      {
        step: 'build',
        reliance: known?.reliance ?? 'unclassified',
        file: known?.file ?? '',
        message: `${stopped[1]}: ${stopped[2]}`,
      },
    ];
  }
  // Docusaurus wraps the error ("Unable to build website for locale en.") and prints its cause.
  const error =
    /\[cause\]: (?:\w*Error: )?(.*)$/m.exec(output)?.[1] ??
    /^\s*(?:\[ERROR\]\s*)?(?:\w*Error): (.*)$/m.exec(output)?.[1] ??
    firstLine(output);
  if (/RegExp\.escape is not a function|engines?.*node|Node\.js version/i.test(error)) {
    return [{step: 'build', reliance: 'runtime', file: 'package.json', message: error}];
  }
  if (DEPENDENCY_MESSAGE.test(error))
    return [
      {step: 'build', reliance: 'dependency peer range', file: 'package.json', message: error},
    ];
  const file = SITE_FILE.exec(output)?.[1] ?? 'docusaurus.config.ts';
  return [{step: 'build', reliance: relianceOfFile(file), file, message: error}];
}

/** Breaks of the browser smoke (Playwright's list reporter): one per failing test, with its title. */
export function smokeBreaks(output: string): Break[] {
  return [...output.matchAll(/^\s*✘\s+\d+\s+(\S+?):\d+:\d+ › (.+?)(?: \(\d[\d.]*m?s\))?$/gm)].map(
    ([, file = '', title = '']) => ({
      step: 'browser smoke',
      reliance: 'unclassified',
      file,
      message: `"${title}" failed`,
    }),
  );
}

/** The printed list: one line per break, grouped by reliance. */
export function formatBreaks(version: string, breaks: readonly Break[]): string {
  const lines = [`Docusaurus ${version}: ${breaks.length} break(s)`];
  const reliances = [...new Set(breaks.map((item) => item.reliance))];
  for (const reliance of reliances) {
    lines.push(`\n${reliance}:`);
    // Breaks with the same step and message are one line naming their files.
    const same = new Map<string, Break[]>();
    for (const item of breaks.filter((each) => each.reliance === reliance)) {
      const key = `${item.step}\n${item.message}`;
      same.set(key, [...(same.get(key) ?? []), item]);
    }
    for (const [first, ...rest] of same.values()) {
      if (!first) continue;
      const files =
        rest.length === 0
          ? first.file
          : `${rest.length + 1} files: ${[first, ...rest.slice(0, 2)].map((item) => item.file).join(', ')}${rest.length > 2 ? ', …' : ''}`;
      lines.push(`  - [${first.step}] ${files}: ${first.message}`);
    }
  }
  return lines.join('\n');
}

/** A failed step's breaks, or, when none was recognised, one unclassified break with its last words. */
export function stepBreaks(
  step: Step,
  ok: boolean,
  found: readonly Break[],
  output: string,
): Break[] {
  if (ok || found.length > 0) return [...found];
  const last = output.trim().split('\n').slice(-3).join(' ').trim().slice(-300);
  return [{step, reliance: 'unclassified', file: '', message: last || 'failed without output'}];
}

/**
 * The `npx` package reads the published site unless told otherwise: the arguments with
 * `--site <published site>` put first when none names where to read from.
 */
export function withDefaultSite(args: readonly string[], url: string): string[] {
  return args.includes('--site') || args.includes('--build') ? [...args] : ['--site', url, ...args];
}

/** A benchmark's command-line options: `--name value`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

/** The arguments that are neither an option nor an option's value (paths to measure, say). */
export function positional() {
  const args = process.argv.slice(2);
  return args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
}

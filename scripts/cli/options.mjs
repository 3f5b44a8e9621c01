/**
 * The command-line options of the benchmarks and scripts, read one way: `--name value` options, `--flag`
 * switches, and the arguments that are neither.
 */

/** The value after `--name`, or the fallback when the option is absent or has no value. */
export function option(name, fallback, argv = process.argv) {
  const index = argv.indexOf(`--${name}`);
  return index > -1 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
}

/** True when the switch `--name` is given. */
export function flag(name, argv = process.argv) {
  return argv.includes(`--${name}`);
}

/** The arguments that are neither an option nor an option's value (paths to measure, say). */
export function positional(argv = process.argv) {
  const args = argv.slice(2);
  return args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
}

import { parseArgs } from 'node:util';

/**
 * A benchmark's command-line options, with `--help`: prints the usage and
 * exits 0 when asked, or with the error and exits 2 when an option is wrong.
 */
export function readOptions(usage, options) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

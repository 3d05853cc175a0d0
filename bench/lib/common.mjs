// Shared by the bench scripts: argument parsing, clocks, percentiles and the report table.
import { parseArgs } from 'node:util';

export { ROOT, WEB_DIST, ensureWebBuild, requireNode } from '../../scripts/lib/build.mjs';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Parses argv against `options` (node:util parseArgs shapes plus `default` and `help` texts);
 * prints the usage and exits on --help.
 */
export function cli({ usage, options }) {
  const spec = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(options)) spec[name] = { type: option.type };
  let values;
  try {
    ({ values } = parseArgs({ options: spec, allowPositionals: false }));
  } catch (error) {
    console.error(`${error.message}\n`);
    printUsage(usage, options);
    process.exit(2);
  }
  if (values.help) {
    printUsage(usage, options);
    process.exit(0);
  }
  const result = {};
  for (const [name, option] of Object.entries(options)) {
    const raw = values[name];
    if (raw === undefined) result[name] = option.default;
    else if (option.type === 'boolean') result[name] = raw;
    else if (option.number) {
      const parsed = Number(raw);
      if (!Number.isFinite(parsed) || parsed < (option.min ?? 0)) {
        console.error(`--${name} must be a number ≥ ${option.min ?? 0} (got ${raw}).`);
        process.exit(2);
      }
      result[name] = parsed;
    } else result[name] = raw;
  }
  return result;
}

function printUsage(usage, options) {
  console.log(usage.trim());
  console.log('\nOptions:');
  for (const [name, option] of Object.entries(options)) {
    const flag =
      option.type === 'boolean' ? `--${name}` : `--${name} <${option.number ? 'n' : 'value'}>`;
    const fallback =
      option.default === undefined || option.type === 'boolean'
        ? ''
        : ` (default ${option.default})`;
    console.log(`  ${flag.padEnd(24)} ${option.help}${fallback}`);
  }
  console.log(`  ${'--help'.padEnd(24)} this text`);
}

/** The q-quantile (0..1) of numbers, nearest-rank; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

export const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** "2.4×" — the measured figure relative to the baseline's. */
export const ratio = (value, baseline) =>
  Number.isFinite(value) && Number.isFinite(baseline) && baseline > 0
    ? `${(value / baseline).toFixed(2)}×`
    : 'n/a';

/** Prints rows (arrays of cells) under a header as an aligned plain-text table. */
export function printTable(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Marks a figure against its budget: "ok" or "OVER". */
export const verdict = (value, budget) =>
  !Number.isFinite(value) ? '?' : value <= budget ? 'ok' : 'OVER';

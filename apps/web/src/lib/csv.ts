/**
 * CSV files the user downloads (statistics, timelines, Q&A): RFC 4180 text with a header row,
 * saved as UTF-8 with a byte order mark so that spreadsheets read accents and emoji as such.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** A text starting with one of these is a formula to a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, text neutralised against formulas and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Students write the Q&A texts: "=HYPERLINK(…)" must stay text when the teacher opens the file.
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file's text: the header row, then one line per row, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

const BOM = '\uFEFF';

export function csvBlob(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([BOM + toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
}

/** Saves the rows as `filename` through a temporary object URL. */
export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const url = URL.createObjectURL(csvBlob(header, rows));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * CSV for the owner's exports (RFC 4180: comma separated, CRLF, quotes doubled). A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: stored
 * text comes from visitors (names, emails), and opening an export must never run it.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

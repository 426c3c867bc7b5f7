/**
 * The one CSV cell writer of every CSV the app writes (the transactions export, the "Your data"
 * archive, the command centre's exports): RFC 4180 (comma separated, CRLF, quotes doubled), text
 * cells made safe to open in a spreadsheet (docs/security.md "CSV files").
 *
 * A spreadsheet runs a cell that starts with = + - or @ as a formula, and one that opens a file
 * may split it on ; or tab as well as on commas, or on a line break a naive reader does not see
 * quoted. So a text cell is neutralised with an apostrophe (shown by spreadsheets as "this is
 * text", and visible in any other reader):
 *   - before its first character when that is a formula starter, a tab or CR (after leading
 *     spaces too: some programs trim them);
 *   - after every separator (, ; tab CR LF, and the spaces after it) that a formula starter follows,
 *     so no piece of a split cell starts a formula: "a;=1" is written "a;'=1".
 * A cell holding a separator, a quote or a line break is quoted as well. Number cells (amounts)
 * are written as they are: "-12.50" stays a number.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_AT_START = /^[\t\r]|^( *)(?=[=+\-@])/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ \t]*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** Whether a cell may need any of the above (most cells do not: one test, then written as they are). */
const MAY_NEED_WORK = /^[ =+\-@\t\r]|[",;\t\r\n]/;

/** Text made safe to open in a spreadsheet (see above), not yet quoted. */
export function defuseFormula(value: string): string {
  return value.replace(FORMULA_AT_START, (start: string, spaces: string | undefined) => (spaces === undefined ? `'${start}` : `${spaces}'`)).replace(FORMULA_AFTER_SEPARATOR, "$1'");
}

/** One cell: text neutralised and quoted as needed; a number (or `{ text: false }`) as it is. */
export function csvCell(value: CsvCell, { text = true } = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (!MAY_NEED_WORK.test(value)) return value;
  const safe = text ? defuseFormula(value) : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map((c) => csvCell(c)).join(',')}\r\n`;
}

/** A whole (small) file: the header, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

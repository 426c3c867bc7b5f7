/**
 * CSV for the owner's exports: the app's one CSV writer (lib/csv.ts), whose text cells are made
 * safe to open in a spreadsheet: stored text comes from visitors (names, emails), and opening an
 * export must never run it.
 */
export { csvCell, toCsv, type CsvCell } from '../../lib/csv';

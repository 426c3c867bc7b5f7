import type { CsvMapping, ImportPreview } from '../../../../../shared/contracts/banking';
import { parseCsv } from './csv';
import { detectFormat } from './detect';
import { parseOfx } from './ofx';
import type { ParseResult } from './types';

/** Errors listed in a preview; the rest are counted in one closing entry. */
export const MAX_PREVIEW_ERRORS = 100;

/** Detects the format and parses: CSV with the given (or detected) mapping, OFX/QFX ignoring it. */
export function parseImport(text: string, fileName?: string, mapping?: CsvMapping): ParseResult {
  const format = detectFormat(text, fileName);
  return format === 'csv' ? parseCsv(text, mapping) : parseOfx(text, format);
}

/**
 * The first `sampleSize` rows as they would be stored (amount in dollars, positive = money out),
 * the number of rows that would be imported, and the rows that would be skipped and why.
 * Throws ImportFormatError when the file cannot be read at all.
 */
export function previewImport(text: string, fileName?: string, mapping?: CsvMapping, sampleSize = 10): ImportPreview {
  const result = parseImport(text, fileName, mapping);
  const errors = result.errors.slice(0, MAX_PREVIEW_ERRORS);
  if (result.errors.length > MAX_PREVIEW_ERRORS) {
    errors.push({ row: 0, message: `${result.errors.length - MAX_PREVIEW_ERRORS} more rows could not be read` });
  }
  return {
    format: result.format,
    columns: result.columns,
    mapping: result.mapping,
    totalRows: result.rows.length,
    sample: result.rows.slice(0, Math.max(0, sampleSize)).map((r) => ({
      date: r.date,
      description: r.description,
      amount: r.amountCents / 100,
      category: r.category,
      bankId: r.bankId,
    })),
    errors,
  };
}

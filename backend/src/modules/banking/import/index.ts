/** Bank-export parsers (CSV, OFX, QFX, QIF): pure functions from file text to normalised rows. */
export { detectFormat } from './detect';
export { parseCsv, parseCsvSteps, type CsvParseOptions } from './csv';
export { detectCsvMapping, normaliseHeader, uniqueColumns } from './csv-mapping';
export { checkCsvLimits, detectDelimiter, tokenizeCsv, tokenizeCsvSteps, type CsvDelimiter } from './csv-tokenizer';
export { decodeImportBuffer } from './decode';
export { dedupeKey, dedupeKeys, dedupeKeysSteps, normaliseDescription } from './dedupe';
export { ROWS_PER_STEP, runInSlices, runToEnd, runWithPauses, SLICE_BUDGET_MS, type Steps } from './slices';
export { ImportFormatError, type ImportFormatErrorCode } from './errors';
export { parseOfx, parseOfxAmount, parseOfxDate } from './ofx';
export { parseQif } from './qif';
export {
  importTotals,
  looksLikeCardChargesAsDeposits,
  looksLikeExpensesAsDeposits,
  MAX_PREVIEW_ERRORS,
  parseImport,
  parseImportSteps,
  previewImport,
  type FilePreview,
  type ImportTotals,
} from './preview';
export type { ImportFormat, ImportRowError, ParsedAccount, ParsedTransaction, ParseResult } from './types';
export { currencyOfAmount, parseAmountCents, parseDate, type DateOrder } from './values';

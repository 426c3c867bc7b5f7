import { MAX_IMPORT_BYTES } from '../../../../../shared/contracts/banking';

export type ImportFormatErrorCode = 'empty' | 'binary' | 'unsupported' | 'too-large' | 'malformed-ofx' | 'no-statement';

/** The whole file cannot be read (row-level problems are reported in ParseResult.errors instead). */
export class ImportFormatError extends Error {
  readonly code: ImportFormatErrorCode;

  constructor(code: ImportFormatErrorCode, message: string) {
    super(message);
    this.name = 'ImportFormatError';
    this.code = code;
  }
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const SAMPLE_CHARS = 8192;

/** What a non-text file looks like once decoded as text, by its first bytes. */
function describeBinary(head: string): string | null {
  if (head.startsWith('PK\u0003\u0004')) return 'This is a ZIP or Excel (.xlsx) file, not a text export: save it as CSV and import that';
  if (head.startsWith('%PDF-')) return 'This is a PDF statement: download the CSV, OFX or QFX export from your bank instead';
  if (head.startsWith('\u00d0\u00cf\u0011\u00e0') || head.startsWith('\ufffd\ufffd\u0011\ufffd'))
    return 'This is an old Excel (.xls) workbook, not a text export: save it as CSV and import that';
  return null;
}

/**
 * Rejects input no parser can read: too large, empty, or binary. Text with NUL characters or many
 * control / undecodable characters in its first 8 KB is binary (or UTF-16 decoded as UTF-8).
 */
export function assertReadableText(text: string): void {
  if (text.length > MAX_IMPORT_BYTES) {
    throw new ImportFormatError('too-large', `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB: export a shorter date range`);
  }
  const body = stripBom(text);
  if (body.trim() === '') throw new ImportFormatError('empty', 'The file is empty');
  const head = body.slice(0, SAMPLE_CHARS);
  const known = describeBinary(head);
  if (known) throw new ImportFormatError('binary', known);
  if (/^\s*<(?:!doctype html|html|table)\b/i.test(head)) {
    throw new ImportFormatError('unsupported', 'This is a web page (HTML), not a CSV, OFX or QFX export: choose the CSV download');
  }
  let suspicious = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 0) {
      throw new ImportFormatError('binary', 'This is not a text file (it contains NUL bytes): export CSV, OFX or QFX from your bank');
    }
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) suspicious++;
  }
  if (suspicious > head.length * 0.05) {
    throw new ImportFormatError('binary', 'This is not a text file we can read: export CSV, OFX or QFX from your bank');
  }
}

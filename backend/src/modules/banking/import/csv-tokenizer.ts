/** RFC 4180 tokenizer, lenient the way spreadsheets are, plus delimiter detection and the size limits. */
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_LINE_CHARS, MAX_IMPORT_ROWS } from '../../../../../shared/contracts/banking';
import { ImportFormatError } from './errors';
import { ROWS_PER_STEP, runToEnd, type Steps } from './slices';

export type CsvDelimiter = ',' | ';' | '\t' | '|';

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t', '|'];
const QUOTE = 34;
const CR = 13;
const LF = 10;
const SPACE = 32;

/**
 * The delimiter that splits the first 50 lines (outside quotes) most consistently: the count that
 * the most lines share wins, ties go to the larger count (so "1,5" decimals in a ';' file do not
 * make it comma-separated). Comma when nothing splits.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const end = Math.min(text.length, 65_536);
  const lines: number[][] = [];
  let counts = [0, 0, 0, 0];
  let content = false;
  let inQuotes = false;
  for (let i = 0; i < end && lines.length < 50; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      inQuotes = !inQuotes;
      content = true;
    } else if (inQuotes) {
      continue;
    } else if (c === LF || c === CR) {
      if (content) lines.push(counts);
      counts = [0, 0, 0, 0];
      content = false;
    } else {
      content = true;
      if (c === 44) counts[0]!++;
      else if (c === 59) counts[1]!++;
      else if (c === 9) counts[2]!++;
      else if (c === 124) counts[3]!++;
    }
  }
  if (content && lines.length < 50) lines.push(counts);

  let best: CsvDelimiter = ',';
  let bestLines = 0;
  let bestCount = 0;
  CANDIDATES.forEach((candidate, k) => {
    const freq = new Map<number, number>();
    for (const line of lines) {
      const n = line[k] ?? 0;
      if (n > 0) freq.set(n, (freq.get(n) ?? 0) + 1);
    }
    for (const [count, nLines] of freq) {
      if (nLines > bestLines || (nLines === bestLines && count > bestCount)) {
        best = candidate;
        bestLines = nLines;
        bestCount = count;
      }
    }
  });
  return best;
}

/**
 * Splits CSV text into records of fields. RFC 4180 (quoted fields with "" escapes, delimiters and
 * line breaks inside quotes, CRLF / LF / CR line ends) with spreadsheet leniency: spaces before an
 * opening quote are dropped, a quote inside an unquoted field is literal, text after a closing quote
 * is kept, and a quote never closed is read as a literal character instead of swallowing the rest
 * of the file. A final line break does not make an empty record. Blank lines are kept as [''] so
 * record indexes stay line-aligned.
 */
export function tokenizeCsv(text: string, delimiter: CsvDelimiter = ','): string[][] {
  return runToEnd(tokenizeCsvSteps(text, delimiter));
}

/** tokenizeCsv in steps: yields every few thousand records (see ./slices.ts). */
export function* tokenizeCsvSteps(text: string, delimiter: CsvDelimiter = ','): Steps<string[][]> {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    i = tokenizeFrom(text, delimiter.charCodeAt(0), i, records, records.length + ROWS_PER_STEP);
    yield;
  }
  return records;
}

/** Tokenizes records from `i` (a record's start) until `until` records are read or the text ends; returns where it stopped. */
function tokenizeFrom(text: string, d: number, i: number, records: string[][], until: number): number {
  const n = text.length;
  let row: string[] = [];
  while (i < n) {
    // Start of a field.
    let start = i;
    while (start < n && text.charCodeAt(start) === SPACE && d !== SPACE) start++;
    let value: string | null = null;
    if (start < n && text.charCodeAt(start) === QUOTE) {
      let j = start + 1;
      let acc = '';
      let closed = false;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) break;
        if (text.charCodeAt(q + 1) === QUOTE) {
          acc += text.slice(j, q + 1);
          j = q + 2;
          continue;
        }
        acc += text.slice(j, q);
        j = q + 1;
        closed = true;
        break;
      }
      if (closed) {
        // Anything between the closing quote and the delimiter is kept (`"abc"def` -> abcdef).
        let k = j;
        while (k < n) {
          const c = text.charCodeAt(k);
          if (c === d || c === LF || c === CR) break;
          k++;
        }
        if (k > j) acc += text.slice(j, k).trimEnd();
        value = acc;
        i = k;
      }
    }
    if (value === null) {
      let k = i;
      while (k < n) {
        const c = text.charCodeAt(k);
        if (c === d || c === LF || c === CR) break;
        k++;
      }
      value = text.slice(i, k);
      i = k;
    }
    row.push(value);
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === d) {
      i++;
      if (i === n) row.push('');
      continue;
    }
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    records.push(row);
    row = [];
    if (records.length >= until) return i;
  }
  if (row.length > 0) records.push(row);
  return n;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses a CSV beyond the import limits before anything else reads it, with a message that names
 * the limit: more than MAX_IMPORT_ROWS rows (non-blank lines besides the header), a line longer
 * than MAX_IMPORT_LINE_CHARS characters, or a row of more than MAX_IMPORT_COLUMNS columns
 * (delimiters outside quotes). One pass over the characters, in steps.
 */
export function* checkCsvLimits(text: string, delimiter: CsvDelimiter): Steps<void> {
  const scan: LimitScan = { d: delimiter.charCodeAt(0), lines: 0, line: 1, lineStart: 0, content: false, columns: 1, inQuotes: false };
  const chunk = 1 << 18;
  for (let from = 0; from <= text.length; from += chunk) {
    scanLimits(text, scan, from, Math.min(from + chunk, text.length + 1));
    if (scan.lines > MAX_IMPORT_ROWS + 1) {
      throw new ImportFormatError('too-large', `The file has more than ${thousands(MAX_IMPORT_ROWS)} rows, the most one import takes: export a shorter date range`);
    }
    yield;
  }
}

interface LimitScan {
  d: number;
  /** Non-blank lines so far. */
  lines: number;
  /** The 1-based number of the line being read. */
  line: number;
  lineStart: number;
  content: boolean;
  columns: number;
  inQuotes: boolean;
}

/** checkCsvLimits over the characters [from, to); the end of the text counts as a line break. */
function scanLimits(text: string, s: LimitScan, from: number, to: number): void {
  const n = text.length;
  for (let i = from; i < to; i++) {
    const c = i < n ? text.charCodeAt(i) : LF;
    if (c === LF && i > 0 && text.charCodeAt(i - 1) === CR) {
      s.lineStart = i + 1;
      continue;
    }
    if (c === LF || c === CR) {
      if (i - s.lineStart > MAX_IMPORT_LINE_CHARS) {
        throw new ImportFormatError('too-large', `Line ${thousands(s.line)} is longer than ${thousands(MAX_IMPORT_LINE_CHARS)} characters, the most a line may have: is this a bank's CSV export?`);
      }
      if (s.content) s.lines++;
      s.line++;
      s.lineStart = i + 1;
      s.content = false;
      if (!s.inQuotes) s.columns = 1;
      continue;
    }
    if (c !== SPACE && c !== 9) s.content = true;
    if (c === QUOTE) s.inQuotes = !s.inQuotes;
    else if (c === s.d && !s.inQuotes && ++s.columns > MAX_IMPORT_COLUMNS) {
      throw new ImportFormatError('too-large', `Line ${thousands(s.line)} has more than ${thousands(MAX_IMPORT_COLUMNS)} columns, the most a row may have: is this a bank's CSV export?`);
    }
  }
}

/** RFC 4180 tokenizer, lenient the way spreadsheets are, plus delimiter detection. */

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
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  const records: string[][] = [];
  let row: string[] = [];
  let i = 0;
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
  }
  if (row.length > 0) records.push(row);
  return records;
}

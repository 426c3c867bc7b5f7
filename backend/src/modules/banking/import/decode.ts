import { MAX_IMPORT_BYTES } from '../../../../../shared/contracts/banking';
import { ImportFormatError } from './errors';

// Windows-1252 differs from Latin-1 in 0x80-0x9F (Node's TextDecoder treats it as Latin-1).
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      codes[i - start] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function looksUtf16(bytes: Uint8Array, zeroAt: 0 | 1): boolean {
  const n = Math.min(bytes.length - (bytes.length % 2), 1024);
  if (n < 4) return false;
  let zeros = 0;
  for (let i = zeroAt; i < n; i += 2) if (bytes[i] === 0) zeros++;
  return zeros > (n / 2) * 0.6;
}

/**
 * An uploaded file's bytes as text: UTF-8 (with or without BOM), UTF-16 (BOM, or the NUL pattern
 * of ASCII text), else Windows-1252, which older bank exports use ("CAFÉ" as one byte). Throws
 * ImportFormatError when the file is larger than MAX_IMPORT_BYTES.
 */
export function decodeImportBuffer(bytes: Uint8Array): string {
  if (bytes.length > MAX_IMPORT_BYTES) {
    throw new ImportFormatError('too-large', `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB: export a shorter date range`);
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (looksUtf16(bytes, 1)) return new TextDecoder('utf-16le').decode(bytes);
  if (looksUtf16(bytes, 0)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

import iconv from 'iconv-lite';
import { MAX_IMPORT_BYTES } from '../../../../../shared/contracts/banking';
import { ImportFormatError } from './errors';

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
    // Node's TextDecoder reads 'windows-1252' as Latin-1, which is wrong in 0x80-0x9F (the euro
    // sign, curly quotes, dashes). The five bytes Windows-1252 leaves undefined read as U+FFFD.
    return iconv.decode(bytes, 'windows-1252');
  }
}

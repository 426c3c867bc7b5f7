import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../../../shared/contracts/banking';
import { decodeImportBuffer } from './decode';
import { ImportFormatError } from './errors';

const utf16le = (s: string) => Uint8Array.from(Buffer.from(s, 'utf16le'));

describe('decodeImportBuffer', () => {
  it('UTF-8 with and without BOM', () => {
    expect(decodeImportBuffer(Uint8Array.from(Buffer.from('Café,1', 'utf8')))).toBe('Café,1');
    expect(decodeImportBuffer(Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('Date', 'utf8')]))).toBe('Date');
  });

  it('UTF-16 with a BOM, or by its NUL pattern', () => {
    expect(decodeImportBuffer(Uint8Array.from([0xff, 0xfe, ...utf16le('Date,Amount')]))).toBe('Date,Amount');
    expect(decodeImportBuffer(utf16le('Date,Description,Amount'))).toBe('Date,Description,Amount');
    const be = Uint8Array.from(Buffer.from('Date,Amount', 'utf16le').swap16());
    expect(decodeImportBuffer(be)).toBe('Date,Amount');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    expect(decodeImportBuffer(Uint8Array.from([0x43, 0x41, 0x46, 0xc9, 0x20, 0x80, 0x35]))).toBe('CAFÉ €5');
     // Every character of the 0x80-0x9F block that differs from Latin-1; the undefined bytes read as U+FFFD.
    const high = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(decodeImportBuffer(high)).toBe('€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ');
    // Above 0x9F Windows-1252 is Latin-1.
    expect(decodeImportBuffer(Uint8Array.from([0xa3, 0xe9, 0xff, 0x80]))).toBe('£éÿ€');
  });

  it('Latin-1 (é, ü as one byte) and Windows-1252 (€ 0x80, ’ 0x92) exports', () => {
    expect(decodeImportBuffer(Uint8Array.from(Buffer.from('Libellé;Müller;Crédit', 'latin1')))).toBe('Libellé;Müller;Crédit');
    expect(decodeImportBuffer(Uint8Array.from([0x4f, 0x92, 0x42, 0x52, 0x49, 0x45, 0x4e, 0x20, 0x80, 0x35]))).toBe('O’BRIEN €5');
  });

  it('UTF-16 big-endian with a BOM', () => {
    const be = Uint8Array.from([0xfe, 0xff, ...Buffer.from('Café;€', 'utf16le').swap16()]);
    expect(decodeImportBuffer(be)).toBe('Café;€');
  });

  it('rejects files above MAX_IMPORT_BYTES', () => {
    expect(() => decodeImportBuffer(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(ImportFormatError);
  });
});

/**
 * Reads back a stored (uncompressed) zip archive such as zipArchive writes, through its central
 * directory as unzip tools do. The tests use it to check the export archive; it refuses anything
 * the writer would never produce (compression, ZIP64, a size or CRC that does not match).
 */
import { crc32 } from './zip';

export interface ReadZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  /** MS-DOS date and time fields as stored. */
  dosDate: number;
  dosTime: number;
  flags: number;
}

export function readZip(archive: Buffer): ReadZipEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || archive.length - endAt < 22) throw new Error('No end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  const size = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + size !== endAt) throw new Error('The central directory is not where the end record says');
  const entries: ReadZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`Bad central header ${i}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const dosTime = archive.readUInt16LE(at + 12);
    const dosDate = archive.readUInt16LE(at + 14);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const plain = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0 || compressed !== plain) throw new Error(`${name}: not stored`);
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = archive.readUInt16LE(localAt + 26);
    const localExtra = archive.readUInt16LE(localAt + 28);
    if (archive.readUInt32LE(localAt + 14) !== crc || archive.readUInt32LE(localAt + 18) !== compressed) throw new Error(`${name}: headers disagree`);
    const start = localAt + 30 + localName + localExtra;
    const data = archive.subarray(start, start + compressed);
    if (data.length !== compressed) throw new Error(`${name}: truncated`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    entries.push({ name, data, crc, dosDate, dosTime, flags });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

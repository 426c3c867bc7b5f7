/**
 * Reads back a zip archive such as zipStream writes, through its central directory as unzip tools
 * do: stored or deflated entries, data descriptors, ZIP64 sizes and end records. The tests use it
 * to check the export archive; it refuses anything that does not hold together (a size or CRC
 * that does not match, headers that disagree, a compression method other than these two).
 */
import { inflateRawSync } from 'node:zlib';
import { crc32 } from './zip';

export interface ReadZipEntry {
  name: string;
  /** The uncompressed content (inflated and checked when first read). */
  readonly data: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  /** MS-DOS date and time fields as stored. */
  dosDate: number;
  dosTime: number;
  flags: number;
}

const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/** Where the central directory is and how many entries it holds, from the end records. */
function directoryOf(archive: Buffer): { count: number; size: number; at: number; endAt: number } {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || archive.length - endAt < 22) throw new Error('No end of central directory');
  let count = archive.readUInt16LE(endAt + 10);
  let size = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  let directoryEnd = endAt;
  if (count === MAX_16 || size === MAX_32 || at === MAX_32) {
    const locatorAt = endAt - 20;
    if (locatorAt < 0 || archive.readUInt32LE(locatorAt) !== 0x07064b50) throw new Error('No ZIP64 end locator');
    const recordAt = Number(archive.readBigUInt64LE(locatorAt + 8));
    if (archive.readUInt32LE(recordAt) !== 0x06064b50) throw new Error('No ZIP64 end record');
    count = Number(archive.readBigUInt64LE(recordAt + 32));
    size = Number(archive.readBigUInt64LE(recordAt + 40));
    at = Number(archive.readBigUInt64LE(recordAt + 48));
    directoryEnd = recordAt;
  }
  if (at + size !== directoryEnd) throw new Error('The central directory is not where the end record says');
  return { count, size, at, endAt };
}

export function readZip(archive: Buffer): ReadZipEntry[] {
  const directory = directoryOf(archive);
  let at = directory.at;
  const entries: ReadZipEntry[] = [];
  for (let i = 0; i < directory.count; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`Bad central header ${i}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const dosTime = archive.readUInt16LE(at + 12);
    const dosDate = archive.readUInt16LE(at + 14);
    const crc = archive.readUInt32LE(at + 16);
    let compressed = archive.readUInt32LE(at + 20);
    let plain = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    let localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // The ZIP64 extra field holds, in this order, the fields written as 0xFFFFFFFF.
    for (let e = at + 46 + nameLength; e < at + 46 + nameLength + extra; ) {
      const id = archive.readUInt16LE(e);
      const length = archive.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let f = e + 4;
        const next = () => {
          const v = Number(archive.readBigUInt64LE(f));
          f += 8;
          return v;
        };
        if (plain === MAX_32) plain = next();
        if (compressed === MAX_32) compressed = next();
        if (localAt === MAX_32) localAt = next();
      }
      e += 4 + length;
    }
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    if (method === 0 && compressed !== plain) throw new Error(`${name}: stored sizes disagree`);
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    if (archive.readUInt16LE(localAt + 6) !== flags || archive.readUInt16LE(localAt + 8) !== method) throw new Error(`${name}: headers disagree`);
    const localName = archive.readUInt16LE(localAt + 26);
    const localExtra = archive.readUInt16LE(localAt + 28);
    const start = localAt + 30 + localName + localExtra;
    const raw = archive.subarray(start, start + compressed);
    if (raw.length !== compressed) throw new Error(`${name}: truncated`);
    if (flags & 0x0008) {
      // The data descriptor after the data: CRC and sizes, 4 or (ZIP64) 8 bytes each.
      const d = start + compressed;
      if (archive.readUInt32LE(d) !== 0x08074b50) throw new Error(`${name}: no data descriptor`);
      const wide = archive.readUInt32LE(d + 4) === crc && archive.length >= d + 24 && Number(archive.readBigUInt64LE(d + 8)) === compressed && Number(archive.readBigUInt64LE(d + 16)) === plain;
      const narrow = archive.readUInt32LE(d + 4) === crc && archive.readUInt32LE(d + 8) === compressed && archive.readUInt32LE(d + 12) === plain;
      if (!wide && !narrow) throw new Error(`${name}: the data descriptor disagrees with the central directory`);
    } else if (archive.readUInt32LE(localAt + 14) !== crc || archive.readUInt32LE(localAt + 18) !== compressed) {
      throw new Error(`${name}: headers disagree`);
    }
    let data: Buffer | undefined;
    entries.push({
      name,
      get data() {
        if (!data) {
          const content = method === 8 ? inflateRawSync(raw) : raw;
          if (content.length !== plain) throw new Error(`${name}: size mismatch`);
          if (crc32(content) !== crc) throw new Error(`${name}: CRC mismatch`);
          data = content;
        }
        return data;
      },
      crc,
      method,
      compressedSize: compressed,
      size: plain,
      dosDate,
      dosTime,
      flags,
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/**
 * The zip writer of the export archive (docs/product.md "Your data", docs/architecture.md "Long
 * exports"). The archive is STREAMED: each file's bytes are compressed and written as they are
 * produced, never the whole archive (nor a whole file) in memory. So each entry is written the way
 * streaming zip writers do: a local header without sizes or CRC (general purpose flag bit 3), the
 * data, then a data descriptor with the CRC-32 (computed on the fly) and the sizes; the central
 * directory at the end repeats them, and it is what unzip tools read.
 *
 * Data is deflated (method 8) one slice at a time: each slice is compressed on its own and ended
 * with a sync flush, so the slices join into one valid deflate stream, closed by an empty final
 * block. Written here rather than taken from a package: the format needs a couple of hundred lines.
 *
 * ZIP64: an entry or offset of 4 GiB or more gets 8-byte sizes in its data descriptor and a ZIP64
 * extra field in the central directory, and the archive then ends with the ZIP64 end records (as
 * Go's archive/zip does: the local header, written before the size is known, has no ZIP64 field).
 * So there is no size limit; the archive holds at most 65,534 files without ZIP64 end records,
 * and any number with them.
 */
import { crc32 as zlibCrc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, '/'-separated. */
  name: string;
  data: Uint8Array;
}

/** An entry whose content is made as it is written: each chunk is one bounded slice. */
export interface ZipStreamEntry {
  name: string;
  chunks: Iterable<string | Uint8Array>;
}

export interface ZipStreamOptions {
  /** Sizes, offsets and counts from this value on are written as ZIP64 (tests lower it). */
  zip64From?: number;
  /** zlib level: 1 is fast, and text still shrinks 5 to 7 times. */
  level?: number;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: deflate and data descriptors; 4.5: ZIP64. */
const VERSION_NEEDED = 20;
const VERSION_ZIP64 = 45;
/** Made by: Unix (3) with spec 4.5, so the external attributes below are read as Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 45;
/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
/** A regular file, rw-r--r--, in the high half of the external attributes. */
const FILE_MODE = (0o100644 << 16) >>> 0;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
/** An empty final deflate block (fixed Huffman, end of block): closes the joined slices. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The CRC-32 running value after `data`, starting from `crc` (a CRC-32 returned before, or 0): zlib's, native. */
export function crc32Update(crc: number, data: Uint8Array): number {
  return zlibCrc32(data, crc);
}

/** CRC-32 (IEEE 802.3, the zip and PNG one) of the bytes. */
export function crc32(data: Uint8Array): number {
  return zlibCrc32(data, 0);
}

/** An instant as MS-DOS date and time (2-second steps, years 1980-2107), in UTC. */
export function dosDateTime(ms: number): { date: number; time: number } {
  const d = new Date(ms);
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const u64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(value));
  return b;
};

/**
 * The archive of the entries, in order, every one dated `modifiedAt` (ms), as a sequence of
 * buffers: each entry's chunks are read (and compressed) only when the consumer asks for the next
 * buffer, so a consumer that stops stops the reading too.
 */
export function* zipStream(entries: Iterable<ZipStreamEntry>, modifiedAt: number, options: ZipStreamOptions = {}): Generator<Buffer, void, undefined> {
  const big = options.zip64From ?? MAX_32;
  const level = options.level ?? 1;
  const { date, time } = dosDateTime(modifiedAt);
  const written: Written[] = [];
  const names = new Set<string>();
  let offset = 0;

  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`Duplicate file in the archive: ${entry.name}`);
    names.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14-25) are zero: they follow the data, in the data descriptor.
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    const start = offset;
    yield Buffer.concat([local, name]);
    offset += local.length + name.length;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    for (const chunk of entry.chunks) {
      const plain = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (plain.length === 0) continue;
      crc = crc32Update(crc, plain);
      size += plain.length;
      const packed = deflateRawSync(plain, { level, finishFlush: zlibConstants.Z_SYNC_FLUSH });
      compressed += packed.length;
      yield packed;
    }
    compressed += FINAL_BLOCK.length;
    const wide = size >= big || compressed >= big;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc, 4);
    if (wide) {
      descriptor.writeBigUInt64LE(BigInt(compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(size), 16);
    } else {
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    yield Buffer.concat([FINAL_BLOCK, descriptor]);
    offset += compressed + descriptor.length;
    written.push({ name, crc, compressed, size, offset: start });
  }

  const directoryAt = offset;
  let directorySize = 0;
  for (const w of written) {
    const extra: Buffer[] = [];
    if (w.size >= big) extra.push(u64(w.size));
    if (w.compressed >= big) extra.push(u64(w.compressed));
    if (w.offset >= big) extra.push(u64(w.offset));
    const zip64 = extra.length > 0;
    const extraField = zip64 ? Buffer.concat([Buffer.from([0x01, 0x00, extra.length * 8, 0x00]), ...extra]) : Buffer.alloc(0);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_NEEDED, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(w.crc, 16);
    header.writeUInt32LE(w.compressed >= big ? MAX_32 : w.compressed, 20);
    header.writeUInt32LE(w.size >= big ? MAX_32 : w.size, 24);
    header.writeUInt16LE(w.name.length, 28);
    header.writeUInt16LE(extraField.length, 30);
    header.writeUInt16LE(0, 32); // comment
    header.writeUInt16LE(0, 34); // disk
    header.writeUInt16LE(0, 36); // internal attributes
    header.writeUInt32LE(FILE_MODE, 38);
    header.writeUInt32LE(w.offset >= big ? MAX_32 : w.offset, 42);
    const record = Buffer.concat([header, w.name, extraField]);
    directorySize += record.length;
    yield record;
  }

  const count = written.length;
  const zip64End = count >= MAX_16 || directoryAt >= big || directorySize >= big;
  const tail: Buffer[] = [];
  if (zip64End) {
    const endAt = directoryAt + directorySize;
    const record = Buffer.alloc(56);
    record.writeUInt32LE(ZIP64_END, 0);
    record.writeBigUInt64LE(44n, 4); // size of the rest of the record
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeUInt32LE(0, 16); // this disk
    record.writeUInt32LE(0, 20); // disk of the directory
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryAt), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(ZIP64_LOCATOR, 0);
    locator.writeUInt32LE(0, 4);
    locator.writeBigUInt64LE(BigInt(endAt), 8);
    locator.writeUInt32LE(1, 16); // disks in all
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4); // this disk
  end.writeUInt16LE(0, 6); // disk of the directory
  end.writeUInt16LE(zip64End ? MAX_16 : count, 8);
  end.writeUInt16LE(zip64End ? MAX_16 : count, 10);
  end.writeUInt32LE(zip64End ? MAX_32 : directorySize, 12);
  end.writeUInt32LE(zip64End ? MAX_32 : directoryAt, 16);
  end.writeUInt16LE(0, 20); // no comment
  tail.push(end);
  yield Buffer.concat(tail);
}

/** The archive of whole in-memory entries (small archives, tests): the streamed bytes joined. */
export function zipArchive(entries: readonly ZipEntry[], modifiedAt: number, options: ZipStreamOptions = {}): Buffer {
  return Buffer.concat([...zipStream(entries.map((e) => ({ name: e.name, chunks: [e.data] })), modifiedAt, options)]);
}

/**
 * A minimal zip writer for the export archive (docs/product.md "Your data"): files are stored as
 * they are (method 0, no compression), each with its CRC-32, names in UTF-8. Written here rather
 * than taken from a package: the format needs about a hundred lines, and every unzip tool and
 * operating system opens a stored archive. No ZIP64: an archive stays under 4 GiB and 65,535 files.
 */

export interface ZipEntry {
  /** Path inside the archive, '/'-separated. */
  name: string;
  data: Uint8Array;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 1.0: stored entries need nothing newer. */
const VERSION_NEEDED = 10;
/** Made by: Unix (3) with spec 2.0, so the external attributes below are read as Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 20;
/** General purpose flag bit 11: the name is UTF-8. */
const UTF8_NAMES = 0x0800;
/** A regular file, rw-r--r--, in the high half of the external attributes. */
const FILE_MODE = (0o100644 << 16) >>> 0;
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the zip and PNG one) of the bytes. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
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

/** The archive of the entries, in order, every one dated `modifiedAt` (ms). */
export function zipArchive(entries: readonly ZipEntry[], modifiedAt: number): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error(`A zip archive without ZIP64 holds at most ${MAX_ENTRIES} files`);
  const { date, time } = dosDateTime(modifiedAt);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const names = new Set<string>();

  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`Duplicate file in the archive: ${entry.name}`);
    names.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.data.length;
    if (size > MAX_32 || offset > MAX_32) throw new Error('The archive would need ZIP64 (over 4 GiB)');
    const crc = crc32(entry.data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18); // compressed size = size when stored
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(VERSION_NEEDED, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt16LE(0, 30); // extra
    header.writeUInt16LE(0, 32); // comment
    header.writeUInt16LE(0, 34); // disk
    header.writeUInt16LE(0, 36); // internal attributes
    header.writeUInt32LE(FILE_MODE, 38);
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength));
    central.push(header, name);
    offset += local.length + name.length + size;
  }

  const directory = Buffer.concat(central);
  if (offset > MAX_32 || directory.length > MAX_32) throw new Error('The archive would need ZIP64 (over 4 GiB)');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4); // this disk
  end.writeUInt16LE(0, 6); // disk of the directory
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20); // no comment
  return Buffer.concat([...parts, directory, end]);
}

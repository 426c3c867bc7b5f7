import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip } from './zip-reader';
import { crc32, dosDateTime, zipArchive, zipStream } from './zip';

const AT = Date.UTC(2026, 10, 21, 12, 34, 57);
const text = (s: string) => Buffer.from(s, 'utf8');

/** Whether the unzip tool is on this machine (an independent reader of the archive). */
function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('crc32', () => {
  it('gives the standard check value and agrees with zlib on other bytes', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31 + 7) % 256));
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
    expect(crc32(text('Crédit; €12,50'))).toBe(zlibCrc32(text('Crédit; €12,50')));
  });
});

describe('dosDateTime', () => {
  it('packs the UTC date and time in 2-second steps', () => {
    const { date, time } = dosDateTime(AT);
    expect({ year: (date >> 9) + 1980, month: (date >> 5) & 15, day: date & 31 }).toEqual({ year: 2026, month: 11, day: 21 });
    expect({ h: time >> 11, m: (time >> 5) & 63, s: (time & 31) * 2 }).toEqual({ h: 12, m: 34, s: 56 });
  });
});

describe('zipArchive', () => {
  const entries = [
    { name: 'a.csv', data: text('Date,Amount\r\n2026-11-20,-4.50\r\n') },
    { name: 'empty.txt', data: new Uint8Array() },
    { name: 'données/é.json', data: text('{"café":"crème"}') },
  ];

  it('writes deflated entries with data descriptors that read back byte for byte, with CRC and UTF-8 names', () => {
    const archive = zipArchive(entries, AT);
    const read = readZip(archive);
    expect(read.map((e) => e.name)).toEqual(['a.csv', 'empty.txt', 'données/é.json']);
    for (const [i, e] of read.entries()) {
      expect(Buffer.compare(e.data, Buffer.from(entries[i]!.data))).toBe(0);
      expect(e.crc).toBe(zlibCrc32(Buffer.from(entries[i]!.data)));
      expect(e.method).toBe(8);
      // UTF-8 names; sizes and CRC after the data (written before they are known).
      expect(e.flags).toBe(0x0800 | 0x0008);
      expect(e.dosDate).toBe(dosDateTime(AT).date);
    }
    // The local headers carry no CRC or size: the archive can be written as it is made.
    expect(archive.readUInt32LE(14)).toBe(0);
    expect(archive.readUInt32LE(18)).toBe(0);
  });

  it('streams: a chunk is read only when the bytes before it were taken, and stopping closes the source', () => {
    const pulled: number[] = [];
    let closed = false;
    function* big(): Generator<string> {
      try {
        for (let i = 0; i < 100; i += 1) {
          pulled.push(i);
          yield `row ${i}\r\n`.repeat(1000);
        }
      } finally {
        closed = true;
      }
    }
    const stream = zipStream([{ name: 'big.csv', chunks: big() }], AT);
    stream.next(); // the local header
    expect(pulled).toEqual([]);
    stream.next();
    stream.next();
    expect(pulled).toEqual([0, 1]);
    stream.return();
    expect(closed).toBe(true);
    expect(pulled).toEqual([0, 1]);
  });

  it('joins the slices of an entry into one deflate stream', () => {
    const slices = Array.from({ length: 50 }, (_, i) => `${i},Café Olé;=x,-12.50\r\n`.repeat(200));
    const archive = Buffer.concat([...zipStream([{ name: 'a.csv', chunks: slices }], AT)]);
    const [entry] = readZip(archive);
    expect(entry!.data.toString('utf8')).toBe(slices.join(''));
    expect(entry!.compressedSize).toBeLessThan(entry!.size / 5);
  });

  it('writes ZIP64 sizes, offsets and end records past the limit (lowered here), which readers accept', () => {
    const archive = zipArchive(entries, AT, { zip64From: 40 });
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const read = readZip(archive);
    expect(read.map((e) => [e.name, e.data.toString('utf8')])).toEqual(entries.map((e) => [e.name, Buffer.from(e.data).toString('utf8')]));
    if (hasUnzip()) {
      const dir = mkdtempSync(join(tmpdir(), 'wd-zip64-'));
      try {
        const file = join(dir, 'export.zip');
        writeFileSync(file, archive);
        expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
        expect(execFileSync('unzip', ['-p', file, 'données/é.json'], { encoding: 'utf8' })).toBe('{"café":"crème"}');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('writes an empty archive as the bare end record', () => {
    const archive = zipArchive([], AT);
    expect(archive.length).toBe(22);
    expect(readZip(archive)).toEqual([]);
  });

  it('refuses two files of the same name', () => {
    expect(() => zipArchive([entries[0]!, entries[0]!], AT)).toThrow(/Duplicate/);
  });

  it.runIf(hasUnzip())('is read by the unzip tool, which tests every CRC', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wd-zip-'));
    try {
      const file = join(dir, 'export.zip');
      writeFileSync(file, zipArchive(entries, AT));
      const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(tested).toMatch(/No errors detected/);
      const listed = execFileSync('unzip', ['-l', file], { encoding: 'utf8' });
      expect(listed).toMatch(/a\.csv/);
      expect(listed).toMatch(/3 files/);
      expect(execFileSync('unzip', ['-p', file, 'a.csv'], { encoding: 'utf8' })).toBe('Date,Amount\r\n2026-11-20,-4.50\r\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

/** A folder for list files written by one test file. */
export const listDir = () => mkdtempSync(join(tmpdir(), 'ranked-list-'));

export function writeList(
  dir: string,
  name: string,
  text: string,
  as: 'plain' | 'gzip' | 'zip' = 'plain',
): string {
  const path = join(dir, name);
  const bytes = Buffer.from(text);
  writeFileSync(path, as === 'gzip' ? gzipSync(bytes) : as === 'zip' ? zipOf('top-1m.csv', bytes) : bytes);
  return path;
}

/**
 * A one-file zip archive (deflate), as Tranco and Umbrella ship their lists: local header, data,
 * central directory, end record (APPNOTE 4.3). Written here so no zip tool is needed.
 */
export function zipOf(name: string, data: Buffer): Buffer {
  const packed = deflateRawSync(data);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + file.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, packed, central, file, end]);
}

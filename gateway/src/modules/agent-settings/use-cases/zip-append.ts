import { inflateSync } from 'fflate';

/**
 * Just enough of the zip format to add entries to a stored zip while it streams: its central
 * directory (the list readers go by) is read from the file's tail, and a new one is written
 * after the added entries. An entry left out of the new directory stays as unreferenced bytes.
 */
export interface DirectoryRecord {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
  /** The record as it is in the file (46 bytes, name, extra, comment). */
  bytes: Buffer;
}

const END_SIGNATURE = 0x06054b50;
const RECORD_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;

/** The central directory of a zip whose last bytes are `tail`, starting at `tailStart` in the file. */
export function readCentralDirectory(tail: Buffer, tailStart: number): { offset: number; records: DirectoryRecord[] } {
  let end = -1;
  for (let at = tail.length - END_SIZE; at >= 0 && end < 0; at -= 1) if (tail.readUInt32LE(at) === END_SIGNATURE) end = at;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = tail.readUInt16LE(end + 10);
  const offset = tail.readUInt32LE(end + 16);
  if (offset < tailStart) throw new Error('the central directory is not within the bytes kept');
  const records: DirectoryRecord[] = [];
  let at = offset - tailStart;
  for (let index = 0; index < count; index += 1) {
    if (tail.readUInt32LE(at) !== RECORD_SIGNATURE) throw new Error('broken central directory');
    const nameLength = tail.readUInt16LE(at + 28);
    const length = 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
    records.push({
      name: tail.toString('utf8', at + 46, at + 46 + nameLength),
      method: tail.readUInt16LE(at + 10),
      compressedSize: tail.readUInt32LE(at + 20),
      localOffset: tail.readUInt32LE(at + 42),
      bytes: Buffer.from(tail.subarray(at, at + length)),
    });
    at += length;
  }
  return { offset, records };
}

/** An entry's content, when the file's first bytes (`head`) hold all of it; null otherwise. */
export function entryContent(head: Buffer, record: DirectoryRecord): Uint8Array | null {
  const local = record.localOffset;
  if (local + 30 > head.length || head.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
  const start = local + 30 + head.readUInt16LE(local + 26) + head.readUInt16LE(local + 28);
  if (start + record.compressedSize > head.length) return null;
  const data = head.subarray(start, start + record.compressedSize);
  if (record.method === 0) return data;
  return record.method === 8 ? inflateSync(data) : null;
}

/** The same record pointing at its entry `shift` bytes further into the file. */
export function shifted(record: DirectoryRecord, shift: number): DirectoryRecord {
  const bytes = Buffer.from(record.bytes);
  bytes.writeUInt32LE(record.localOffset + shift, 42);
  return { ...record, localOffset: record.localOffset + shift, bytes };
}

/** A central directory of `records` starting at `offset`, with its end record. */
export function centralDirectory(records: DirectoryRecord[], offset: number): Buffer {
  const body = Buffer.concat(records.map((record) => record.bytes));
  const end = Buffer.alloc(END_SIZE);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(body.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([body, end]);
}

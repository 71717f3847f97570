import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { centralDirectory, entryContent, readCentralDirectory, shifted } from './zip-append.js';

const manifest = strToU8(JSON.stringify({ format: 'avatarium-agent', note: 'x'.repeat(500) }));
const zip = Buffer.from(
  zipSync({ 'manifest.json': [manifest, { level: 6 }], 'idle.mp4': [new Uint8Array(4000).fill(9), { level: 0 }] }),
);

describe('zip-append', () => {
  it('reads the directory from the tail alone and the manifest from the head (deflated)', () => {
    const tailStart = zip.length - 200;
    const { offset, records } = readCentralDirectory(zip.subarray(tailStart), tailStart);
    expect(records.map((record) => record.name)).toEqual(['manifest.json', 'idle.mp4']);
    expect(offset).toBeGreaterThan(4000);
    expect(entryContent(zip.subarray(0, 1000), records[0]!)).toEqual(manifest);
    // An entry the kept head does not hold is not guessed at.
    expect(entryContent(zip.subarray(0, 1000), records[1]!)).toBeNull();
  });

  it('refuses a tail that does not reach back to the directory, and bytes that are no zip', () => {
    expect(() => readCentralDirectory(zip.subarray(zip.length - 40), zip.length - 40)).toThrow(/not within/);
    expect(() => readCentralDirectory(Buffer.from('not a zip at all, just words'), 0)).toThrow(/no end of central directory/);
  });

  it('writes a directory that points at entries moved further into a file', () => {
    const { offset, records } = readCentralDirectory(zip, 0);
    const padding = Buffer.from('unreferenced bytes before the entries');
    const moved = Buffer.concat([
      padding,
      zip.subarray(0, offset),
      centralDirectory(
        records.filter((record) => record.name === 'idle.mp4').map((record) => shifted(record, padding.length)),
        padding.length + offset,
      ),
    ]);
    const files = unzipSync(new Uint8Array(moved));
    expect(Object.keys(files)).toEqual(['idle.mp4']);
    expect(files['idle.mp4']).toEqual(new Uint8Array(4000).fill(9));
  });
});

import { isUtf8 } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { piecesAreText, TextScanner } from './text-scan.js';

/** Each piece scanned on its own (fed in `feed`-byte bits, as a stream brings it), then judged together. */
function judged(pieces: Buffer[], feed = Infinity): boolean {
  const scans = pieces.map((piece) => {
    const scanner = new TextScanner();
    for (let at = 0; at < piece.length; at += feed) scanner.push(piece.subarray(at, at + feed));
    return { ...scanner.result(), size: piece.length };
  });
  return piecesAreText(scans);
}

/** Every way of cutting the bytes into one, two and three non-empty pieces. */
function splits(bytes: Buffer): Buffer[][] {
  const out: Buffer[][] = [[bytes]];
  for (let i = 1; i < bytes.length; i++) {
    out.push([bytes.subarray(0, i), bytes.subarray(i)]);
    for (let j = i + 1; j < bytes.length; j++) out.push([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
  }
  return out;
}

const truth = (bytes: Buffer) => !bytes.includes(0) && isUtf8(bytes);

describe('TextScanner and piecesAreText', () => {
  it('judge pieces exactly as the whole file: text, NULs, invalid and cut-off characters, however it is cut', () => {
    const samples = [
      Buffer.from('name,city\nZoë,Kraków\n€,😀\n'),
      Buffer.from('€😀€'),
      Buffer.from('a,b\0\n'),
      Buffer.from([0x61, 0xff, 0x62]),
      Buffer.from([0x61, 0xe2, 0x28, 0xa1]),
      Buffer.from([0x6f, 0x6b, 0xf0, 0x9f, 0x98]), // a 4-byte character cut off at the end
      Buffer.from([0x9f, 0x98, 0x80, 0x61]), // starting inside a character
      Buffer.from([0xe2, 0x82, 0xac, 0x82, 0xac]), // continuation bytes with nothing to continue
      Buffer.from([0xf0, 0x9f, 0x98, 0x80, 0x80, 0x61]), // a fifth byte on a 4-byte character
      Buffer.from([0xc0, 0xaf, 0x61]), // an overlong '/'
      Buffer.from([0xed, 0xa0, 0x80]), // a surrogate
      Buffer.from([0x61, 0xe2, 0x82, 0x62, 0xac]), // a character interrupted
    ];
    for (const bytes of samples) {
      for (const pieces of splits(bytes)) {
        for (const feed of [1, 2, Infinity])
          expect([bytes, pieces, feed, judged(pieces, feed)]).toEqual([bytes, pieces, feed, truth(bytes)]);
      }
    }
  });

  it('keep at most 3 bytes of either end of a piece', () => {
    const scanner = new TextScanner();
    scanner.push(Buffer.from([0x98, 0x80, ...Buffer.from('x'.repeat(1000)), 0xf0, 0x9f]));
    expect(scanner.result()).toEqual({ clean: true, head: Buffer.from([0x98, 0x80]), tail: Buffer.from([0xf0, 0x9f]) });
  });
});

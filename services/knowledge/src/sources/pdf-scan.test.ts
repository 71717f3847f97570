import { brotliCompressSync, constants, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { faqLeafletPdf, slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { flateBombPdf, imageBombPdf, pdfWithStream } from '../../../../testkit/knowledge/pdf-bombs.js';
import { lzwLength, runLengthLength, scanPdf } from './pdf-scan.js';

const LIMITS = { maxDecodedBytes: 64 * 1024 * 1024, maxImagePixels: 40_000_000 };
const TOO_MUCH = "the PDF's compressed content expands to more than 64 MB";

/** A JPEG's first bytes: start of image, then a baseline frame header of `width` × `height`. */
/**
 * An LZW bomb: `blocks` times a clear code, one byte, then codes that each add one byte to the
 * string before (KwKwK) until the table is full: each block decodes to 1 + 2 + ... + 3839 bytes.
 */
function lzwBomb(blocks: number, earlyChange = 1): Buffer {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  const put = (code: number, width: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  let width = 9;
  for (let block = 0; block < blocks; block++) {
    put(256, width); // the clear code at the width reached
    width = 9;
    put(32, width);
    for (let next = 258; next < 4096; next++) {
      put(next, width);
      if (next + 1 + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  put(257, width);
  put(0, 8);
  return Buffer.from(out);
}
const BLOCK = (3839 * 3840) / 2;

/** Base 85 as PDF writes it (`z` for four zeros). */
function ascii85(bytes: Buffer): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, at, at + 4);
    const count = Math.min(4, bytes.length - at);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return out;
}

const jpegHeader = (width: number, height: number) =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

describe('the byte scan before pdf.js', () => {
  it('lets normal PDFs through', async () => {
    expect(() => scanPdf(new Uint8Array(0), LIMITS)).not.toThrow();
    for (const pdf of [await faqLeafletPdf(), await slideDeckPdf(3)]) expect(() => scanPdf(pdf, LIMITS)).not.toThrow();
  });

  it('refuses flate streams inflating past the limit, in one stream or in all', async () => {
    const bomb = await flateBombPdf(100);
    expect(() => scanPdf(bomb, LIMITS)).toThrow(TOO_MUCH);
    const forty = deflateSync(Buffer.alloc(40 * 1024 * 1024));
    expect(() => scanPdf(Buffer.from('1 0 obj << /Filter /FlateDecode >> stream\n'), LIMITS)).not.toThrow();
    const two = Buffer.concat([
      Buffer.from('1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
      forty,
      Buffer.from('\nendstream\nendobj\n2 0 obj\n<< /Filter [/FlateDecode] >>\nstream\n'),
      forty,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    expect(() => scanPdf(two, LIMITS)).toThrow(TOO_MUCH);
    expect(() => scanPdf(two, { ...LIMITS, maxDecodedBytes: 100 * 1024 * 1024 })).not.toThrow();
  });

  it('looks under ASCII filters (hex, base 85) for the stream they wrap', async () => {
    const zeros = deflateSync(Buffer.alloc(80 * 1024 * 1024));
    const hex = await pdfWithStream(Buffer.from(`${zeros.toString('hex')}>`), { Filter: ['ASCIIHexDecode', 'FlateDecode'] });
    expect(() => scanPdf(hex, LIMITS)).toThrow(TOO_MUCH);
    const base85 = await pdfWithStream(Buffer.from(`${ascii85(zeros)}~>`), { Filter: ['A85', 'Fl'] });
    expect(() => scanPdf(base85, LIMITS)).toThrow(TOO_MUCH);
    const small = await pdfWithStream(Buffer.from(`${ascii85(deflateSync(Buffer.alloc(1000)))}~>`), {
      Filter: ['ASCII85Decode', 'FlateDecode'],
    });
    expect(() => scanPdf(small, LIMITS)).not.toThrow();
  });

  it('refuses brotli streams inflating past the limit', async () => {
    const bomb = await pdfWithStream(
      brotliCompressSync(Buffer.alloc(80 * 1024 * 1024), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      { Filter: 'BrotliDecode' },
    );
    expect(() => scanPdf(bomb, LIMITS)).toThrow(TOO_MUCH);
  });

  it('counts LZW and run-length streams without decoding them, and refuses them past the limit', async () => {
    expect(lzwLength(lzwBomb(1), 1)).toBe(BLOCK);
    expect(lzwLength(lzwBomb(2, 0), 0)).toBe(2 * BLOCK);
    expect(runLengthLength(Buffer.from([2, 65, 66, 67, 255, 68, 129, 69, 128, 1, 1]))).toBe(3 + 2 + 128);
    const lzw = await pdfWithStream(lzwBomb(10), { Filter: 'LZWDecode' });
    expect(lzw.length).toBeLessThan(100_000);
    expect(() => scanPdf(lzw, LIMITS)).toThrow(TOO_MUCH);
    const runs = Buffer.alloc(2 * 600_000);
    for (let at = 0; at < runs.length; at += 2) runs[at] = 129;
    const runLength = await pdfWithStream(runs, { Filter: ['RunLengthDecode'] });
    expect(() => scanPdf(runLength, LIMITS)).toThrow(TOO_MUCH);
    // The word endstream inside the data does not cut it short: its /Length says where it ends.
    const hiding = Buffer.concat([Buffer.from([8]), Buffer.from('endstream'), runs]);
    const hidden = await pdfWithStream(hiding, { Filter: 'RunLengthDecode' });
    expect(() => scanPdf(hidden, LIMITS)).toThrow(TOO_MUCH);
  });

  it('refuses images over the pixel limit: declared, through an indirect size, inline, or in the JPEG itself', async () => {
    const tooLarge = (width: number, height: number) =>
      `an image in the PDF is ${width} × ${height} pixels, larger than 40 megapixels`;
    const bomb = await imageBombPdf();
    expect(() => scanPdf(bomb, LIMITS)).toThrow(tooLarge(50_000, 50_000));
    const image = { Type: 'XObject', Subtype: 'Image', ColorSpace: 'DeviceGray', BitsPerComponent: 8 };
    const fits = await pdfWithStream(Buffer.alloc(10), { ...image, Width: 6000, Height: 6000 });
    expect(() => scanPdf(fits, LIMITS)).not.toThrow();
    const over = await pdfWithStream(Buffer.alloc(10), { ...image, Width: 7000, Height: 7000 });
    expect(() => scanPdf(over, LIMITS)).toThrow(tooLarge(7000, 7000));
    const indirect = Buffer.from(
      '5 0 obj\n60000\nendobj\n6 0 obj\n<< /Type /XObject /Subtype /Image /Width 5 0 R /Height 1000 >>\nstream\nxx\nendstream\nendobj\n',
    );
    expect(() => scanPdf(indirect, LIMITS)).toThrow(tooLarge(60_000, 1000));
    const inline = deflateSync(Buffer.from('q 100 0 0 100 0 0 cm BI /W 10000 /H 10000 /CS /G /BPC 8 ID \x00\x00 EI Q'));
    const withInline = await pdfWithStream(inline, { Filter: 'FlateDecode' });
    expect(() => scanPdf(withInline, LIMITS)).toThrow(tooLarge(10_000, 10_000));
    const jpeg = await pdfWithStream(jpegHeader(60_000, 60_000), { ...image, Width: 100, Height: 100, Filter: 'DCTDecode' });
    expect(() => scanPdf(jpeg, LIMITS)).toThrow(tooLarge(60_000, 60_000));
    // A segment before the frame whose bytes look like a frame header is skipped by its length.
    const app1 = Buffer.from([0xff, 0xe1, 0, 11, 0xff, 0xc0, 0, 17, 8, 0xff, 0xff, 0xff, 0xff]);
    const withApp = (width: number, height: number) => {
      const header = jpegHeader(width, height);
      return Buffer.concat([header.subarray(0, 2), app1, header.subarray(2)]);
    };
    const appJpeg = await pdfWithStream(withApp(1000, 800), { ...image, Width: 1000, Height: 800, Filter: 'DCTDecode' });
    expect(() => scanPdf(appJpeg, LIMITS)).not.toThrow();
    const appBomb = await pdfWithStream(withApp(60_000, 60_000), { ...image, Width: 10, Height: 10, Filter: 'DCTDecode' });
    expect(() => scanPdf(appBomb, LIMITS)).toThrow(tooLarge(60_000, 60_000));
    const smallJpeg = await pdfWithStream(jpegHeader(1000, 800), { ...image, Width: 1000, Height: 800, Filter: 'DCTDecode' });
    expect(() => scanPdf(smallJpeg, LIMITS)).not.toThrow();
  });
});

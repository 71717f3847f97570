import { brotliDecompressSync, constants, inflateSync } from 'node:zlib';

/** What one PDF may cost to read: bytes its compressed streams inflate to, pixels per image. */
export interface PdfScanLimits {
  maxDecodedBytes: number;
  maxImagePixels: number;
}

/** A PDF refused before (or while) it is read; the message is shown to the owner. */
export class PdfRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfRefused';
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);

export const tooMuchData = (limits: PdfScanLimits) =>
  new PdfRefused(`the PDF's compressed content expands to more than ${megabytes(limits.maxDecodedBytes)} MB`);

export const tooManyPixels = (width: number, height: number, limits: PdfScanLimits) =>
  new PdfRefused(
    `an image in the PDF is ${width} × ${height} pixels, larger than ${megapixels(limits.maxImagePixels)} megapixels`,
  );

const STREAM = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const LOOKBACK = 64 * 1024;

/** The file's small numeric objects (`n g obj 1200 endobj`) by `n g`: indirect sizes and lengths. */
class NumberObjects {
  private found: Map<string, number> | null = null;

  constructor(private readonly text: string) {}

  get(object: string, generation: string): number | null {
    this.found ??= new Map(
      [...this.text.matchAll(/(?<!\d)(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)].map((match) => [
        `${match[1]} ${match[2]}`,
        Number(match[3]),
      ]),
    );
    return this.found.get(`${object} ${generation}`) ?? null;
  }
}

/** A dictionary entry's number: direct, or an indirect `n g R` to a plain numeric object. */
function numberOf(dict: string, keys: string, objects: NumberObjects | null): number | null {
  const found = new RegExp(`/(?:${keys})(?![A-Za-z0-9])\\s*(\\d+)(?:\\s+(\\d+)\\s+R)?(?![\\d.])`).exec(dict);
  if (!found) return null;
  if (found[2] === undefined) return Number(found[1]);
  return objects?.get(found[1]!, found[2]) ?? null;
}

/** The filters a stream dictionary names, first applied first (`/Fl` is pdf.js's short name too). */
function filtersOf(dict: string): string[] {
  const found = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  return found ? [...found[1]!.matchAll(/\/([A-Za-z0-9]+)/g)].map((match) => match[1]!) : [];
}

/** The size a JPEG's frame header declares (what pdf.js decodes, whatever the dictionary says). */
function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  let at = data[0] === 0xff && data[1] === 0xd8 ? 2 : -1;
  while (at >= 0 && at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: (data[at + 5]! << 8) | data[at + 6]!, width: (data[at + 7]! << 8) | data[at + 8]! };
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) at += 2;
    else at += 2 + ((data[at + 2]! << 8) | data[at + 3]!); // a segment and its length
  }
  return null;
}

/** Inline images (`BI /W 100 /H 100 ... ID`) in a content stream's decoded text. */
function checkInlineImages(content: Buffer, limits: PdfScanLimits): void {
  if (content.indexOf('BI') === -1) return;
  const text = content.toString('latin1');
  for (const image of text.matchAll(/(?<![A-Za-z])BI(?![A-Za-z])([\s\S]{0,4096}?)(?<![A-Za-z])ID(?![A-Za-z])/g)) {
    const width = numberOf(image[1]!, 'Width|W', null);
    const height = numberOf(image[1]!, 'Height|H', null);
    if (width !== null && height !== null && width * height > limits.maxImagePixels) throw tooManyPixels(width, height, limits);
  }
}

/** A flate (or brotli) stream decoded, at most `room` bytes (more refuses the PDF); a damaged stream gives what it holds. */
function inflated(data: Uint8Array, brotli: boolean, room: number, limits: PdfScanLimits): Buffer {
  const maxOutputLength = Math.max(1, room);
  try {
    if (brotli) return brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH, maxOutputLength });
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuchData(limits);
    return Buffer.alloc(0);
  }
}

/** How many bytes an LZW stream decodes to, counted from its codes' lengths (nothing is decoded). */
export function lzwLength(data: Uint8Array, earlyChange: number): number {
  const lengths = new Uint32Array(4096).fill(1, 0, 256);
  let width = 9;
  let next = 258;
  let previous = -1;
  let total = 0;
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 257) return total;
      if (code === 256) {
        width = 9;
        next = 258;
        previous = -1;
        continue;
      }
      const length = code < 256 ? 1 : code < next ? lengths[code]! : previous >= 0 ? lengths[previous]! + 1 : 0;
      if (length === 0) return total;
      total += length;
      if (previous >= 0 && next < 4096) lengths[next++] = lengths[previous]! + 1;
      previous = code;
      if (next + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return total;
}

/** How many bytes a run-length stream decodes to (nothing is decoded). */
export function runLengthLength(data: Uint8Array): number {
  let total = 0;
  for (let at = 0; at < data.length;) {
    const length = data[at]!;
    if (length === 128) break;
    if (length < 128) {
      total += length + 1;
      at += length + 2;
    } else {
      total += 257 - length;
      at += 2;
    }
  }
  return total;
}

/** ASCIIHexDecode: two hex digits a byte, up to `>`. */
function fromHex(data: Uint8Array): Buffer {
  const digits = Buffer.from(data)
    .toString('latin1')
    .split('>')[0]!
    .replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

/** ASCII85Decode: five characters make four bytes (`z` four zeros), up to `~>`. */
function fromAscii85(data: Uint8Array): Buffer {
  const chars = Buffer.from(data)
    .toString('latin1')
    .replace(/^\s*<~/, '')
    .split('~>')[0]!
    .replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let at = 0; at < 5; at++) value = value * 85 + (group[at] ?? 84);
    for (let at = 0; at < count; at++) out.push((value >>> (24 - 8 * at)) & 255);
    group = [];
  };
  for (const char of chars) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (char >= '!' && char <= 'u') {
      group.push(char.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/** The data with its leading ASCII filters undone (they only shrink it) and the filters left. */
function withoutAsciiFilters(data: Uint8Array, filters: string[]): { data: Uint8Array; filters: string[] } {
  let at = 0;
  for (; at < filters.length; at++) {
    const filter = filters[at];
    if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = fromHex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = fromAscii85(data);
    else break;
  }
  return { data, filters: filters.slice(at) };
}

/**
 * Reads a PDF's raw bytes before pdf.js does, and refuses it when its compressed streams (flate,
 * brotli, LZW, run-length, also under ASCII filters; content, fonts, object streams: everything but images, whose decoding stops at their declared size)
 * inflate to more than `maxDecodedBytes` in all, or when an image (an XObject, an inline image,
 * a JPEG's own frame) declares more than `maxImagePixels`. Costs one pass over the bytes and at
 * most the limit in memory.
 */
export function scanPdf(bytes: Uint8Array, limits: PdfScanLimits): void {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = raw.toString('latin1');
  const objects = new NumberObjects(text);
  let decoded = 0;
  let after = 0;
  for (const found of text.matchAll(STREAM)) {
    if (found.index < after) continue; // the word inside the stream before's data
    const start = found.index + found[0].length;
    const header = text.slice(Math.max(0, found.index - LOOKBACK), found.index);
    const dict = header.slice(Math.max(0, header.lastIndexOf(' obj'), header.lastIndexOf('\nobj')));
    // Its /Length when the data ends there (as pdf.js reads it), else up to `endstream`.
    const length = numberOf(dict, 'Length', objects);
    const endAt = text.indexOf('endstream', start);
    const fits = length !== null && /^\s*endstream/.test(text.slice(start + length, start + length + 40));
    after = fits ? start + length : endAt === -1 ? raw.length : endAt;
    const { data, filters } = withoutAsciiFilters(raw.subarray(start, after), filtersOf(dict));
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const width = numberOf(dict, 'Width', objects);
      const height = numberOf(dict, 'Height', objects);
      if (width !== null && height !== null && width * height > limits.maxImagePixels) throw tooManyPixels(width, height, limits);
      const jpeg = filters[0] === 'DCTDecode' || filters[0] === 'DCT' ? jpegSize(data) : null;
      if (jpeg && jpeg.width * jpeg.height > limits.maxImagePixels) throw tooManyPixels(jpeg.width, jpeg.height, limits);
      continue;
    }
    if (filters[0] === 'LZWDecode' || filters[0] === 'LZW' || filters[0] === 'RunLengthDecode' || filters[0] === 'RL') {
      const earlyChange = /\/EarlyChange\s*0\b/.test(dict) ? 0 : 1;
      decoded += filters[0].startsWith('R') ? runLengthLength(data) : lzwLength(data, earlyChange);
      if (decoded > limits.maxDecodedBytes) throw tooMuchData(limits);
      continue;
    }
    const brotli = filters[0] === 'BrotliDecode' || filters[0] === 'Br';
    if (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl' && !brotli) continue;
    const content = inflated(data, brotli, limits.maxDecodedBytes - decoded + 1, limits);
    decoded += content.length;
    if (decoded > limits.maxDecodedBytes) throw tooMuchData(limits);
    checkInlineImages(content, limits);
  }
}

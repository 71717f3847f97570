// What a file really is, from its first bytes (its "magic number"), in words for the person who
// chose it. The server sniffs every upload again with file-type (gateway/src/modules/uploads);
// this mirrors its signatures for the media it accepts, so the browser refuses early only what
// the server would refuse too. Browser-safe: no Node APIs, no dependency.

export type SniffedCategory = 'image' | 'video' | 'audio';

export interface SniffedFile {
  /** The file in words: 'a JPEG image', 'a Windows program'. */
  name: string;
  /** Image, video or audio by nature (even a format we cannot use); null for anything else. */
  category: SniffedCategory | null;
  /** The media it can be used as here (empty: none). */
  usableAs: readonly SniffedCategory[];
}

/** Enough of a file's start for every signature below (an Ogg stream names its codec at byte 28). */
export const SNIFF_HEAD_BYTES = 64;

const latin1 = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const media = (name: string, category: SniffedCategory, usableAs: readonly SniffedCategory[] = [category]): SniffedFile => ({
  name,
  category,
  usableAs,
});
const unusable = (name: string, category: SniffedCategory): SniffedFile => ({ name, category, usableAs: [] });
const other = (name: string): SniffedFile => ({ name, category: null, usableAs: [] });

/** ISO media (MP4, MOV, M4A, HEIC...): the major brand of the `ftyp` box says which. */
function isoMedia(brand: string): SniffedFile {
  if (['avif', 'avis'].includes(brand)) return unusable('an AVIF image', 'image');
  if (['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx'].includes(brand)) return unusable('a HEIC photo', 'image');
  if (brand === 'crx') return unusable('a camera RAW photo', 'image');
  if (brand === 'qt') return media('a QuickTime (MOV) video', 'video');
  if (brand === 'M4A') return media('an M4A recording', 'audio');
  if (['M4B', 'F4A', 'F4B'].includes(brand)) return unusable('an audiobook or Flash audio file', 'audio');
  if (['M4V', 'M4VH', 'M4VP', 'M4P', 'F4V', 'F4P'].includes(brand) || brand.startsWith('3g'))
    return unusable(brand.startsWith('3g') ? 'a 3GP phone video' : 'an iTunes or Flash video', 'video');
  // An MP4 may hold sound only: the server tells them apart by their streams.
  return media('an MP4 video', 'video', ['video', 'audio']);
}

function riff(head: Uint8Array): SniffedFile | null {
  const form = latin1(head, 8, 4);
  if (form === 'WEBP') return media('a WebP image', 'image');
  if (form.startsWith('AVI')) return media('an AVI video', 'video');
  if (form === 'WAVE') return media('a WAV recording', 'audio');
  return null;
}

function ogg(head: Uint8Array): SniffedFile {
  const codec = latin1(head, 28, 8);
  if (codec === 'OpusHead') return media('an Opus recording', 'audio');
  if (codec.startsWith('\x01vorbis')) return media('an Ogg recording', 'audio');
  if (codec.startsWith('\x80theora') || codec.startsWith('\x01video')) return unusable('an Ogg video', 'video');
  return unusable('an Ogg file of a kind we do not read', 'audio');
}

/** Matroska and WebM share their container; the document type near the start names it. */
function ebml(head: Uint8Array): SniffedFile {
  const text = latin1(head, 0, head.length);
  if (text.includes('matroska')) return unusable('an MKV video', 'video');
  // WebM may hold sound only, like MP4.
  return media('a WebM video', 'video', ['video', 'audio']);
}

/** MPEG audio without an ID3 tag: a frame header (11 sync bits) right at the start. */
function mpegAudio(head: Uint8Array): SniffedFile | null {
  if (head[0] !== 0xff || ((head[1] ?? 0) & 0xe0) !== 0xe0) return null;
  const second = head[1]!;
  if ((second & 0x16) === 0x10) return unusable('an AAC recording', 'audio');
  if ((second & 0x06) === 0x02) return media('an MP3 recording', 'audio');
  if ((second & 0x06) !== 0) return unusable('an MPEG audio file of an old kind', 'audio');
  return null;
}

function executableOrArchive(head: Uint8Array): SniffedFile | null {
  if (startsWith(head, [0x4d, 0x5a])) return other('a Windows program');
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return other('a Linux program');
  const word = latin1(head, 0, 4);
  if (['\xfe\xed\xfa\xce', '\xfe\xed\xfa\xcf', '\xce\xfa\xed\xfe', '\xcf\xfa\xed\xfe'].includes(word))
    return other('a Mac program');
  if (word === '\xca\xfe\xba\xbe') return other('a program');
  if (word === '%PDF') return other('a PDF document');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return other('a ZIP archive (or an Office document)');
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return other('an Office document');
  if (latin1(head, 0, 4) === 'Rar!') return other('a RAR archive');
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return other('a 7-Zip archive');
  if (startsWith(head, [0x1f, 0x8b])) return other('a compressed (gzip) file');
  return null;
}

/** Text (UTF-8, no NUL bytes): a script, a web page, a drawing or plain text. */
function text(head: Uint8Array): SniffedFile | null {
  if (head.length === 0 || head.includes(0)) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  const start = decoded
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('#!')) return other('a script');
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg')))
    return unusable('an SVG drawing', 'image');
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return other('a web page');
  return other('a text file');
}

/** What a file is, from its first `SNIFF_HEAD_BYTES` bytes; null when no signature is known. */
export function sniffFileType(head: Uint8Array): SniffedFile | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return media('a JPEG image', 'image');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return media('a PNG image', 'image');
  if (latin1(head, 0, 4) === 'GIF8') return media('a GIF image', 'image');
  if (latin1(head, 0, 4) === 'RIFF') {
    const found = riff(head);
    if (found) return found;
  }
  if (latin1(head, 4, 4) === 'ftyp' && ((head[8] ?? 0) & 0x60) !== 0)
    return isoMedia(latin1(head, 8, 4).replace('\0', ' ').trim());
  if (['free', 'mdat', 'moov', 'wide'].includes(latin1(head, 4, 4))) return media('a QuickTime (MOV) video', 'video');
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ebml(head);
  if (latin1(head, 0, 3) === 'ID3') return media('an MP3 recording', 'audio');
  if (latin1(head, 0, 4) === 'OggS') return ogg(head);
  if (latin1(head, 0, 4) === 'fLaC') return unusable('a FLAC recording', 'audio');
  if (latin1(head, 0, 2) === 'BM' && startsWith(head, [0, 0, 0, 0], 6)) return unusable('a BMP image', 'image');
  if (latin1(head, 0, 4) === 'II*\0' || latin1(head, 0, 4) === 'MM\0*') return unusable('a TIFF image', 'image');
  return mpegAudio(head) ?? executableOrArchive(head) ?? text(head);
}

/** The first bytes of a chosen file, read in the browser. */
export async function readFileHead(file: Blob, bytes = SNIFF_HEAD_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

import { piecesAreText, TextScanner } from '@avatarium/platform';
import { ordered } from './stored-parts.js';
import type { UploadSession } from './upload-session.js';

/**
 * Checks a stream chunk by chunk is UTF-8 text without NULs (what a CSV must be, having no
 * signature to sniff). A character split between two chunks is carried over, so chunks are
 * validated in place and never copied.
 */
export function textCheck(refuse: () => Error): { chunk(chunk: Buffer): void; end(): void } {
  const scanner = new TextScanner();
  let size = 0;
  return {
    chunk(chunk) {
      size += chunk.length;
      scanner.push(chunk);
      if (!scanner.clean) throw refuse();
    },
    end() {
      // The whole file as one piece: it may neither start nor end inside a character.
      if (!piecesAreText([{ ...scanner.result(), size }])) throw refuse();
    },
  };
}

/**
 * Whether the upload's data file is text, from the verdicts the gateway recorded with each
 * chunk as it streamed past (nothing is read). Null when they cannot say what the file holds:
 * a chunk recorded without one, or an in-place write that was never recorded (a chunk refused
 * after it was written, a claim whose chunk came as a part): its bytes may be in the file.
 */
export function scannedAsText(session: Pick<UploadSession, 'parts' | 'claimed'>): boolean | null {
  const parts = ordered(session.parts);
  const writtenInPlace = new Set(parts.filter((part) => part.offset !== undefined).map((part) => part.index));
  if ((session.claimed ?? []).some((index) => !writtenInPlace.has(index))) return null;
  const scans = parts.map(({ text, size }) =>
    text ? { clean: text.clean, head: Buffer.from(text.head, 'hex'), tail: Buffer.from(text.tail, 'hex'), size } : null,
  );
  return scans.every((scan) => scan !== null) ? piecesAreText(scans) : null;
}

import { isUtf8 } from 'node:buffer';

/**
 * What one piece of a file (a chunk) says about whether the whole file is text: UTF-8 without
 * NULs, what a CSV must be, having no signature to sniff. `clean`: no NUL, and every byte
 * between `head` and `tail` forms valid UTF-8 by itself. `head`: the continuation bytes it
 * starts with (at most 3), the end of a character begun in the piece before; `tail`: a
 * character it ends with unfinished (at most 3 bytes), finished in the piece after. With these
 * the pieces are judged together (`piecesAreText`) exactly as the whole file would be, without
 * reading it again.
 */
export interface TextScan {
  clean: boolean;
  head: Buffer;
  tail: Buffer;
}

const MAX_CONTINUATION = 3;

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

/** Scans a piece arriving as a stream, piece by piece (no piece is copied or kept but the last 3 bytes). */
export class TextScanner {
  private readonly head: number[] = [];
  private pastHead = false;
  private carry = Buffer.alloc(0);
  private dirty = false;

  /** False once the piece can no longer be text (nothing after that is looked at). */
  get clean(): boolean {
    return !this.dirty;
  }

  push(bytes: Buffer): void {
    if (this.dirty) return;
    if (bytes.includes(0)) return this.fail();
    if (!this.pastHead) {
      let at = 0;
      while (at < bytes.length && this.head.length < MAX_CONTINUATION && isContinuation(bytes[at]!)) this.head.push(bytes[at++]!);
      if (at === bytes.length && this.head.length < MAX_CONTINUATION) return;
      this.pastHead = true;
      bytes = bytes.subarray(at);
    }
    if (this.carry.length > 0) {
      const missing = sequenceLength(this.carry[0]!) - this.carry.length;
      if (bytes.length < missing) {
        this.carry = Buffer.concat([this.carry, bytes]);
        return;
      }
      if (!isUtf8(Buffer.concat([this.carry, bytes.subarray(0, missing)]))) return this.fail();
      bytes = bytes.subarray(missing);
    }
    const cut = incompleteTail(bytes);
    if (!isUtf8(bytes.subarray(0, cut))) return this.fail();
    this.carry = Buffer.from(bytes.subarray(cut));
  }

  result(): TextScan {
    return { clean: !this.dirty, head: Buffer.from(this.head), tail: this.dirty ? Buffer.alloc(0) : this.carry };
  }

  private fail(): void {
    this.dirty = true;
    this.carry = Buffer.alloc(0);
  }
}

/**
 * Whether the pieces, in order, make a text file: each clean, and the bytes at each seam (a
 * tail, the heads and tails of pieces too short to have anything between, the next head) valid
 * UTF-8 together. Exactly the verdict of checking the concatenated bytes: a byte that is not a
 * continuation byte starts a character, so a valid file's characters never cross the edge of
 * a piece's validated middle.
 */
export function piecesAreText(pieces: Iterable<TextScan & { size: number }>): boolean {
  let seam: Buffer[] = [];
  for (const piece of pieces) {
    if (!piece.clean) return false;
    seam.push(piece.head);
    if (piece.size > piece.head.length + piece.tail.length) {
      if (!isUtf8(Buffer.concat(seam))) return false;
      seam = [];
    }
    seam.push(piece.tail);
  }
  return isUtf8(Buffer.concat(seam));
}

function sequenceLength(lead: number): number {
  if (lead >= 0xf0 && lead < 0xf8) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
}

/** Where a character that runs past the end of `bytes` starts; bytes.length when none does. */
function incompleteTail(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const byte = bytes[i]!;
    if (isContinuation(byte)) continue; // a continuation byte: look further back
    return bytes.length - i < sequenceLength(byte) ? i : bytes.length;
  }
  return bytes.length;
}

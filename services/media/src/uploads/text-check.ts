import { isUtf8 } from 'node:buffer';

/**
 * Checks a stream chunk by chunk is UTF-8 text without NULs (what a CSV must be, having no
 * signature to sniff). A character split between two chunks is carried over, so chunks are
 * validated in place and never copied.
 */
export function textCheck(refuse: () => Error): { chunk(chunk: Buffer): void; end(): void } {
  let carry = Buffer.alloc(0);
  return {
    chunk(chunk) {
      if (chunk.includes(0)) throw refuse();
      if (carry.length > 0) {
        const missing = sequenceLength(carry[0]!) - carry.length;
        if (chunk.length < missing) {
          carry = Buffer.concat([carry, chunk]);
          return;
        }
        if (!isUtf8(Buffer.concat([carry, chunk.subarray(0, missing)]))) throw refuse();
        chunk = chunk.subarray(missing);
      }
      const cut = incompleteTail(chunk);
      if (!isUtf8(chunk.subarray(0, cut))) throw refuse();
      carry = Buffer.from(chunk.subarray(cut));
    },
    end() {
      if (carry.length > 0) throw refuse();
    },
  };
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
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    return bytes.length - i < sequenceLength(byte) ? i : bytes.length;
  }
  return bytes.length;
}

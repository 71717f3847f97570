import { Readable } from 'node:stream';

/**
 * A file arriving as a stream (a multipart part): its first bytes can be looked at before the
 * rest is streamed on, and it is never held whole.
 * A multipart part must always be read to its end, or the form behind it stalls: whatever
 * happens to the body, the rest is drained.
 */
export class IncomingFile {
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly buffered: Buffer[] = [];
  private ended = false;
  /** The bytes handed on so far. */
  bytes = 0;
  head: Buffer = Buffer.alloc(0);

  constructor(
    private readonly source: Readable,
    /** Says when the source stopped early because it was larger than allowed. */
    private readonly tooLarge: () => Error | null = () => null,
  ) {
    // Errors reach the reader through the iterator; after a drain nobody listens, so keep one here.
    source.on('error', () => undefined);
    this.chunks = source.iterator({ destroyOnReturn: false });
  }

  /** Reads (and keeps) at least `size` bytes unless the file is shorter. */
  async peek(size: number): Promise<Buffer> {
    let length = this.buffered.reduce((sum, chunk) => sum + chunk.length, 0);
    while (!this.ended && length < size) {
      const next = await this.chunks.next();
      if (next.done) this.ended = true;
      else {
        this.buffered.push(next.value);
        length += next.value.length;
      }
    }
    this.head = Buffer.concat(this.buffered).subarray(0, size);
    return this.head;
  }

  /** The whole file from its first byte. */
  body(): Readable {
    const generate = async function* (this: IncomingFile) {
      try {
        for (const chunk of this.buffered.splice(0)) yield this.pass(chunk);
        while (!this.ended) {
          const next = await this.chunks.next();
          if (next.done) this.ended = true;
          else yield this.pass(next.value);
        }
        const tooLarge = this.tooLarge();
        if (tooLarge) throw tooLarge;
      } finally {
        if (!this.ended) await this.discard();
      }
    }.call(this);
    return Readable.from(generate, { objectMode: false });
  }

  /** Gives up on the rest of the file, draining it so the form behind it goes on. */
  async discard(): Promise<void> {
    this.ended = true;
    this.buffered.length = 0;
    await this.chunks.return?.();
    this.source.resume();
  }

  private pass(chunk: Buffer): Buffer {
    const tooLarge = this.tooLarge();
    if (tooLarge) throw tooLarge;
    this.bytes += chunk.length;
    return chunk;
  }
}

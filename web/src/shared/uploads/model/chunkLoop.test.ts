import { describe, expect, it } from 'vitest';
import { ChunkSendError } from './ChunkSendError';
import { chunkLoop, type ChunkReply, type ChunkTransport, type ResumePoint } from './chunkLoop';

const done = (index: number, total: number): ChunkReply =>
  index === total - 1
    ? { completed: true, url: '/files/x.mp4', storagePath: 'uploads/u/A/x.mp4' }
    : { completed: false, url: null, storagePath: null };

function transport(total: number, script: { failAt?: Map<number, number>; resume?: () => ResumePoint | null; refuse?: boolean }) {
  const sent: number[] = [];
  const failures = new Map(script.failAt ?? []);
  const fake: ChunkTransport = {
    send: async (index) => {
      sent.push(index);
      const left = failures.get(index) ?? 0;
      if (left > 0) {
        failures.set(index, left - 1);
        throw new ChunkSendError('Upload failed with status 503', !script.refuse, 503);
      }
      return done(index, total);
    },
    resumePoint: async () => script.resume?.() ?? null,
    wait: async () => undefined,
  };
  return { fake, sent };
}

describe('chunkLoop', () => {
  it('sends chunks in order and reports progress per chunk', async () => {
    const { fake, sent } = transport(3, {});
    const progress: number[] = [];
    const file = await chunkLoop(3, fake, { retries: 3, onProgress: (p) => progress.push(p) });
    expect(sent).toEqual([0, 1, 2]);
    expect(progress).toEqual([35, 65, 95]);
    expect(file).toEqual({ url: '/files/x.mp4', storagePath: 'uploads/u/A/x.mp4' });
  });

  it("resumes from the server's resume point after a failed chunk", async () => {
    // Chunk 1 failed on the wire but the server stored it: resume at 2.
    const { fake, sent } = transport(4, { failAt: new Map([[1, 1]]), resume: () => ({ nextIndex: 2, file: null }) });
    await chunkLoop(4, fake, { retries: 3 });
    expect(sent).toEqual([0, 1, 2, 3]);
  });

  it('retries the same chunk when the server does not know', async () => {
    const { fake, sent } = transport(2, { failAt: new Map([[0, 2]]) });
    await chunkLoop(2, fake, { retries: 3 });
    expect(sent).toEqual([0, 0, 0, 1]);
  });

  it('gives up after 3 retries of one chunk', async () => {
    const { fake, sent } = transport(2, { failAt: new Map([[1, 9]]) });
    await expect(chunkLoop(2, fake, { retries: 3 })).rejects.toThrow('Chunk upload failed: Upload failed with status 503');
    expect(sent).toEqual([0, 1, 1, 1, 1]);
  });

  it('does not retry a refused chunk', async () => {
    const { fake, sent } = transport(2, { failAt: new Map([[0, 1]]), refuse: true });
    await expect(chunkLoop(2, fake, { retries: 3 })).rejects.toThrow('Upload failed with status 503');
    expect(sent).toEqual([0]);
  });

  it('takes the finished file from the resume point when the last reply was lost', async () => {
    const file = { url: '/files/y.mp4', storagePath: null };
    const { fake } = transport(2, { failAt: new Map([[1, 1]]), resume: () => ({ nextIndex: 2, file }) });
    await expect(chunkLoop(2, fake, { retries: 3 })).resolves.toEqual(file);
  });

  it('fails when the last chunk is acknowledged without a URL', async () => {
    const fake: ChunkTransport = {
      send: async () => ({ completed: true, url: null, storagePath: null }),
      resumePoint: async () => null,
      wait: async () => undefined,
    };
    await expect(chunkLoop(1, fake, { retries: 3 })).rejects.toThrow('Upload completed but no final URL received');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { fake, sent } = transport(3, {});
    const cancelling: ChunkTransport = {
      ...fake,
      send: async (index) => {
        const reply = await fake.send(index);
        controller.abort();
        return reply;
      },
    };
    await expect(chunkLoop(3, cancelling, { retries: 3, signal: controller.signal })).rejects.toThrow();
    expect(sent).toEqual([0]);
  });
});

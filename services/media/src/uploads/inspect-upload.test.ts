import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { formatOverLimit } from '@avatarium/contracts';
import { AppError, LocalStorage } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectUpload } from './inspect-upload.js';

const OWNER = 'a'.repeat(24);
let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inspect-'));
  storage = new LocalStorage(path.join(dir, 'storage'), 'a-signing-secret-of-some-length');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Makes a file with ffmpeg and stores it under the owner's uploads. */
async function stored(name: string, ffmpegArgs: string[]): Promise<string> {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...ffmpegArgs, file]);
  const key = `uploads/${OWNER}/A12BCD3456/${name}`;
  await storage.put(key, createReadStream(file), 'application/octet-stream');
  return key;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('media.upload.inspect', () => {
  it('measures a short video', async () => {
    const key = await stored('clip.mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10']);
    const result = await inspectUpload({ storage }, { ownerId: OWNER, key, originalName: 'clip.mp4' });
    expect(result).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(result.durationSeconds).toBeCloseTo(2, 0);
  });

  it('treats a WebM with sound only as audio, and measures one whose header has no duration', async () => {
    // Written to a pipe, as a browser's MediaRecorder does, so the header carries no duration.
    const file = path.join(dir, 'voice.webm');
    const webm = execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=3',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ]);
    const key = `uploads/${OWNER}/A12BCD3456/voice.webm`;
    await storage.put(key, Readable.from([webm]), 'video/webm');
    const result = await inspectUpload({ storage }, { ownerId: OWNER, key, originalName: file });
    expect(result).toMatchObject({ kind: 'audio', contentType: 'audio/webm' });
    expect(result.durationSeconds).toBeGreaterThan(2.5);
    expect(result.durationSeconds).toBeLessThan(3.5);
  });

  it('measures an image and refuses one that only looks like an image', async () => {
    const key = await stored('face.png', ['-f', 'lavfi', '-i', 'testsrc=size=64x48', '-frames:v', '1']);
    expect(await inspectUpload({ storage }, { ownerId: OWNER, key, originalName: 'face.png' })).toMatchObject({
      kind: 'image',
      width: 64,
      height: 48,
    });
    const broken = `uploads/${OWNER}/A12BCD3456/broken.png`;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await storage.put(broken, Readable.from([png, Buffer.alloc(100, 7)]), 'image/png');
    const error = await refusal(inspectUpload({ storage }, { ownerId: OWNER, key: broken, originalName: 'broken.png' }));
    expect(error.message).toBe('Invalid image file or unable to read image metadata.');
  });

  it('refuses an image over 5MB by its stored size', async () => {
    const png = execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ]);
    const key = `uploads/${OWNER}/A12BCD3456/huge.png`;
    await storage.put(key, Readable.from([png, Buffer.alloc(6_500_000 - png.length)]), 'image/png');
    const error = await refusal(inspectUpload({ storage }, { ownerId: OWNER, key, originalName: 'huge.png' }));
    expect(error.message).toBe('Image file too large. Maximum size is 5MB, but your file is 6.2MB.');
  });

  it('accepts a CSV that is text all through, and refuses one with binary bytes past its head', async () => {
    const text = `uploads/${OWNER}/A12BCD3456/faq.csv`;
    await storage.put(text, Readable.from([Buffer.from('question,answer\nHi?,Héllo\n')]), 'text/csv');
    expect(await inspectUpload({ storage }, { ownerId: OWNER, key: text, originalName: 'faq.csv' })).toMatchObject({
      kind: 'csv',
      contentType: 'text/csv',
    });
    const binary = `uploads/${OWNER}/A12BCD3456/data.csv`;
    await storage.put(binary, Readable.from([Buffer.alloc(5000, 'a'), Buffer.from([0xff, 0x00, 0x01])]), 'text/csv');
    const error = await refusal(inspectUpload({ storage }, { ownerId: OWNER, key: binary, originalName: 'data.csv' }));
    expect(error.message).toMatch(/^Only \.pdf, .* files are allowed$/);
  });

  it("refuses another user's file and a missing one", async () => {
    const key = await stored('other.wav', ['-f', 'lavfi', '-i', 'sine=duration=1']);
    expect((await refusal(inspectUpload({ storage }, { ownerId: 'b'.repeat(24), key, originalName: 'x.wav' }))).code).toBe(
      'FORBIDDEN',
    );
    const missing = `uploads/${OWNER}/A12BCD3456/none.wav`;
    expect((await refusal(inspectUpload({ storage }, { ownerId: OWNER, key: missing, originalName: 'x.wav' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('formats values over a limit rounded up to one decimal', () => {
    expect(formatOverLimit(6.15)).toBe('6.2');
    expect(formatOverLimit(31)).toBe('31');
    expect(formatOverLimit(30.01)).toBe('30.1');
    expect(formatOverLimit(130 / 60)).toBe('2.2');
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOTIONS } from './movement-motions.js';
import { renderInWorker } from './render-in-worker.js';
import type { Portrait } from './render-movement.js';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-worker-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const width = 96;
const height = 64;
// A face-sized bright square on grey: enough to move, small enough to be quick.
const rgb = new Uint8Array(width * height * 3).fill(90);
for (let y = 16; y < 40; y += 1) rgb.fill(230, (y * width + 36) * 3, (y * width + 60) * 3);
const portrait: Portrait = { rgb, width, height, face: { x: 48, y: 28, width: 24 } };

describe('renderInWorker', () => {
  it('draws and encodes a whole clip in a worker thread, reporting every frame', async () => {
    let frames = 0;
    const file = path.join(dir, 'nod.mp4');
    await renderInWorker('ffmpeg', portrait, MOTIONS[0]!, file, { onFrame: () => (frames += 1) });
    expect(frames).toBe(120);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height,nb_frames'],
      ...['-of', 'json', file],
    ]);
    expect(JSON.parse(stdout).streams[0]).toEqual({ codec_name: 'h264', width, height, nb_frames: '120' });
  });

  it('stops when its signal is aborted, with the signal reason', async () => {
    const controller = new AbortController();
    const file = path.join(dir, 'stopped.mp4');
    const rendering = renderInWorker('ffmpeg', portrait, MOTIONS[1]!, file, { signal: controller.signal });
    controller.abort(new Error('the job was stopped'));
    await expect(rendering).rejects.toThrow('the job was stopped');
    // No finished clip is left behind as if it were whole.
    const left = await stat(file).catch(() => null);
    expect(left === null || left.size < 1000).toBe(true);
  });

  it("fails with ffmpeg's reason when the encoder cannot run", async () => {
    await expect(renderInWorker('/nonexistent/ffmpeg', portrait, MOTIONS[2]!, path.join(dir, 'never.mp4'))).rejects.toThrow(
      /ENOENT|ffmpeg/,
    );
  });
});

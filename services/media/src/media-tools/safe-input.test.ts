import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeInput } from './ffmpeg.js';
import { probeMedia } from './probe-media.js';
import { transcodeMovementVideo, transcodeVoiceSample } from './video-tools.js';

let dir: string;
let server: Server;
let base: string;
const requests: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'safe-input-'));
  // Records every request; would serve a segment if asked.
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'video/mp2t' }).end(Buffer.alloc(188 * 10, 0x47));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('ffmpeg and ffprobe read untrusted inputs from the file only', () => {
  it('never fetches what an HLS playlist or a concat list names on an HTTP server', async () => {
    const playlist = path.join(dir, 'upload.m3u8');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${base}/hls-segment.ts\n#EXT-X-ENDLIST\n`,
    );
    const concat = path.join(dir, 'list.ffconcat');
    await writeFile(concat, `ffconcat version 1.0\nfile '${base}/concat-part.mp4'\n`);
    for (const input of [playlist, concat]) {
      await probeMedia(input, { timeoutMs: 10_000 }).catch(() => null);
      await transcodeMovementVideo('ffmpeg', input, dir, { timeoutMs: 10_000 }).catch(() => null);
      await transcodeVoiceSample('ffmpeg', input, dir, { timeoutMs: 10_000 }).catch(() => null);
    }
    expect(requests).toEqual([]);
  });

  it('allows only the file protocol for a path, and only its own scheme and our containers for a storage URL', () => {
    expect(safeInput('/data/uploads/a.mp4')).toEqual(['-protocol_whitelist', 'file']);
    const https = safeInput('https://s3.example.com/bucket/a.mp4?X-Amz-Signature=x');
    expect(https.slice(0, 2)).toEqual(['-protocol_whitelist', 'https,tls,tcp']);
    expect(https[3]).not.toMatch(/hls|concat/);
    expect(safeInput('http://127.0.0.1:9000/b/a.mp4').slice(0, 2)).toEqual(['-protocol_whitelist', 'http,tcp']);
  });
});

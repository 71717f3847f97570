import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { faceMp4Wide } from '../uploads/movement-videos.js';

interface HostJob {
  id: string;
  fn: string;
  key: string;
  input: Record<string, any>;
  files: Array<{ name: string; content_type: string; url?: string; data?: string }>;
  polls: number;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  outputs: Map<string, { bytes: Buffer; contentType: string }>;
}

export interface FakeGpuHostOptions {
  token: string;
  /** Polls a job stays queued/running before it succeeds. */
  pollsToFinish?: number;
  /** Makes jobs of this function fail (retryable or not), every time or the next `times` times. */
  failFunction?: { fn: string; retryable: boolean; times?: number };
  /**
   * `movement-clip` jobs by their motion: `fail` (the model crashed, not retryable), `not-mp4`
   * (a WebM comes back), `hang` (never finishes). The others get a small H.264 MP4 of a face.
   */
  movementFaults?: Record<string, 'fail' | 'not-mp4' | 'hang'>;
}

const run = promisify(execFile);

async function sampleVideo(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gpu-video-'));
  const file = path.join(dir, 'out.webm');
  await run('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=256x256:rate=25:duration=1',
    '-c:v',
    'libvpx',
    '-b:v',
    '200k',
    file,
  ]);
  const bytes = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return bytes;
}

async function body(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
}

function send(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** A GPU function host speaking docs/gpu-worker-protocol.md, with canned results, for tests. */
export async function startFakeGpuHost(options: FakeGpuHostOptions) {
  const jobs = new Map<string, HostJob>();
  const byKey = new Map<string, HostJob>();
  /** Submissions (POST /v1/jobs) by idempotency key, idempotent repeats included. */
  const asked = new Map<string, number>();
  const video = await sampleVideo();
  let clip: Buffer | undefined;
  const statusOf = (job: HostJob) => ({
    id: job.id,
    status: job.status,
    ...(job.status === 'succeeded'
      ? {
          outputs: [...job.outputs].map(([name, output]) => ({
            name,
            url: `/v1/jobs/${job.id}/outputs/${name}`,
            content_type: output.contentType,
          })),
        }
      : {}),
    ...(job.status === 'failed'
      ? { error: { code: 'GPU_FAILED', message: 'the model crashed', retryable: options.failFunction?.retryable ?? false } }
      : {}),
  });

  async function finish(job: HostJob) {
    const fault = job.fn === 'movement-clip' ? options.movementFaults?.[job.input.motion] : undefined;
    if (fault === 'hang') return;
    if (fault === 'fail') {
      job.status = 'failed';
      return;
    }
    if (job.fn === 'movement-clip') {
      clip ??= faceMp4Wide();
      const webm = fault === 'not-mp4';
      job.outputs.set('video', { bytes: webm ? video : clip, contentType: webm ? 'video/webm' : 'video/mp4' });
    }
    const failing = options.failFunction;
    if (failing?.fn === job.fn && (failing.times === undefined || failing.times > 0)) {
      if (failing.times !== undefined) failing.times -= 1;
      job.status = 'failed';
      return;
    }
    if (job.fn === 'movement-video') job.outputs.set('video', { bytes: video, contentType: 'video/webm' });
    if (job.fn === 'lip-sync') {
      const width = job.input.frame_width * job.input.visemes.length;
      const sprite = await sharp({
        create: { width, height: job.input.frame_height, channels: 4, background: { r: 200, g: 80, b: 80, alpha: 1 } },
      })
        .png()
        .toBuffer();
      job.outputs.set('sprite', { bytes: sprite, contentType: 'image/png' });
    }
    if (job.fn === 'expression-model') {
      job.outputs.set('model', { bytes: Buffer.from('expression-weights'), contentType: 'application/octet-stream' });
      job.outputs.set('rig.json', { bytes: Buffer.from('{"blendshapes":52}'), contentType: 'application/json' });
    }
    job.status = 'succeeded';
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== `Bearer ${options.token}`) return send(res, 401, { error: 'invalid token' });
      const url = new URL(req.url ?? '/', 'http://host');
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'POST' && url.pathname === '/v1/jobs') {
        const request = await body(req);
        const key = String(req.headers['idempotency-key'] ?? randomUUID());
        asked.set(key, (asked.get(key) ?? 0) + 1);
        const existing = byKey.get(key);
        if (existing && existing.status !== 'failed' && existing.status !== 'cancelled')
          return send(res, 200, statusOf(existing));
        const job: HostJob = {
          id: `job_${randomUUID()}`,
          fn: request.function,
          key,
          input: request.input,
          files: request.files,
          polls: 0,
          status: 'queued',
          outputs: new Map(),
        };
        jobs.set(job.id, job);
        byKey.set(key, job);
        return send(res, 202, statusOf(job));
      }
      const job = parts[0] === 'v1' && parts[1] === 'jobs' ? jobs.get(parts[2] ?? '') : undefined;
      if (!job) return send(res, 404, { error: 'no such job' });
      if (req.method === 'GET' && parts.length === 3) {
        job.polls += 1;
        if (job.status === 'queued' || job.status === 'running') {
          if (job.polls >= (options.pollsToFinish ?? 2)) await finish(job);
          // A hanging job stays running.
          if (job.status === 'queued') job.status = 'running';
        }
        return send(res, 200, statusOf(job));
      }
      if (req.method === 'DELETE') {
        job.status = 'cancelled';
        return send(res, 202, statusOf(job));
      }
      const output = req.method === 'GET' && parts[3] === 'outputs' ? job.outputs.get(parts[4] ?? '') : undefined;
      if (!output) return send(res, 404, { error: 'no such output' });
      res.writeHead(200, { 'content-type': output.contentType, 'content-length': output.bytes.length }).end(output.bytes);
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Change the token or the failing function between tests. */
    options,
    jobs,
    submitted: (fn: string) => [...jobs.values()].filter((job) => job.fn === fn),
    asked,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

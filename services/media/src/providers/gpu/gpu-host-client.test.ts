import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGpuHost } from '../../../../../testkit/media/fake-gpu-host.js';
import { GpuHostClient } from './gpu-host-client.js';

const TOKEN = 'secret-gpu-token';
let host: Awaited<ReturnType<typeof startFakeGpuHost>>;
const client = (overrides: Partial<ConstructorParameters<typeof GpuHostClient>[0]> = {}) =>
  new GpuHostClient({ baseUrl: host.url, token: TOKEN, timeoutMs: 10_000, pollMs: 20, ...overrides });
const sprite = { frame_width: 10, frame_height: 8, visemes: ['rest', 'open'] };

beforeAll(async () => {
  host = await startFakeGpuHost({ token: TOKEN, pollsToFinish: 3 });
});
afterAll(() => host.stop());

describe('GpuHostClient', () => {
  it('submits, polls until the job succeeds (heart-beating), and downloads the outputs', async () => {
    const submitted: string[] = [];
    let polls = 0;
    const outputs = await client().run({
      fn: 'lip-sync',
      input: sprite,
      files: [{ name: 'image', content_type: 'image/webp', data: 'AAAA' }],
      idempotencyKey: 'A12BCD3456:lip-sync',
      onSubmitted: async (id) => void submitted.push(id),
      onPoll: () => void (polls += 1),
    });
    expect(submitted).toHaveLength(1);
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(outputs).toEqual([
      { name: 'sprite', url: `${host.url}/v1/jobs/${submitted[0]}/outputs/sprite`, content_type: 'image/png' },
    ]);
    const bytes = await client().download(outputs[0]!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('polls a job submitted before a crash instead of submitting again; an unknown one is submitted anew', async () => {
    const first = await client().run({
      fn: 'expression-model',
      input: {},
      files: [],
      idempotencyKey: 'A12BCD3457:expression-model',
    });
    const jobId = first[0]!.url.split('/')[5]!;
    const before = host.jobs.size;
    await client().run({
      fn: 'expression-model',
      input: {},
      files: [],
      idempotencyKey: 'A12BCD3457:expression-model',
      existingJobId: jobId,
    });
    expect(host.jobs.size).toBe(before);
    await client().run({
      fn: 'expression-model',
      input: {},
      files: [],
      idempotencyKey: 'A12BCD3458:expression-model',
      existingJobId: 'job_gone',
    });
    expect(host.jobs.size).toBe(before + 1);
  });

  it('says whether a failed job may be retried, and forgets it', async () => {
    host.options.failFunction = { fn: 'movement-video', retryable: true };
    let forgotten = false;
    const error = await client()
      .run({
        fn: 'movement-video',
        input: {},
        files: [],
        idempotencyKey: 'A12BCD3459:movement-video',
        onFailed: async () => void (forgotten = true),
      })
      .catch((caught: unknown) => caught);
    delete host.options.failFunction;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining('GPU_FAILED') });
    expect(forgotten).toBe(true);
  });

  it('refuses with the HTTP status on a wrong token, and gives up (cancelling) after its timeout', async () => {
    expect(
      await client({ token: 'wrong' })
        .run({ fn: 'lip-sync', input: sprite, files: [], idempotencyKey: 'k1' })
        .catch((e: unknown) => e),
    ).toMatchObject({
      status: 401,
      retryable: false,
    });
    host.options.pollsToFinish = 1_000;
    const slow = await client({ timeoutMs: 100 })
      .run({ fn: 'lip-sync', input: sprite, files: [], idempotencyKey: 'slow' })
      .catch((e: unknown) => e);
    host.options.pollsToFinish = 3;
    expect(slow).toMatchObject({ retryable: false, message: expect.stringContaining('did not finish') });
    expect([...host.jobs.values()].find((job) => job.key === 'slow')?.status).toBe('cancelled');
  });

  describe('fetches only from allowed, public origins, never following a redirect', () => {
    let redirector: Server;
    let redirectorUrl: string;
    const hits: string[] = [];
    beforeAll(async () => {
      // A "GPU host" that sends every request on to the fake host on loopback.
      redirector = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.writeHead(302, { location: `${host.url}${req.url ?? '/'}` }).end();
      });
      await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
      redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => redirector.close(() => resolve())));

    async function finishedOutput(): Promise<string> {
      const [output] = await client().run({ fn: 'lip-sync', input: sprite, files: [], idempotencyKey: 'A12BCD3460:lip-sync' });
      return output!.url;
    }

    it('refuses a redirect (to loopback) on a direct call with 502 and on a download', async () => {
      const jobsBefore = host.jobs.size;
      const called = await client({ baseUrl: redirectorUrl }).callFunction('lip-sync', {});
      expect(called).toEqual({
        ok: false,
        status: 502,
        details: 'The GPU function host answered with a redirect (302), which is not followed.',
      });
      const downloaded = await client({ baseUrl: redirectorUrl })
        .download({ name: 'sprite', url: `${redirectorUrl}/v1/jobs/x/outputs/sprite`, content_type: 'image/png' })
        .catch((e: unknown) => e);
      expect(downloaded).toBeInstanceOf(ProviderError);
      expect(downloaded).toMatchObject({ retryable: false, message: expect.stringContaining('redirect') });
      expect(host.jobs.size).toBe(jobsBefore);
    });

    it('refuses an output URL on another origin, and an allowed one that resolves to loopback', async () => {
      const url = await finishedOutput();
      // The fake host's result named by a different "GPU host": another origin.
      const elsewhere = await client({ baseUrl: redirectorUrl })
        .download({ name: 'sprite', url, content_type: 'image/png' })
        .catch((e: unknown) => e);
      expect(elsewhere).toMatchObject({ message: expect.stringContaining(`origin ${host.url} is not allowed`) });
      const internal = await client({ baseUrl: redirectorUrl, allowedOrigins: [host.url] })
        .download({ name: 'sprite', url, content_type: 'image/png' })
        .catch((e: unknown) => e);
      expect(internal).toMatchObject({ message: expect.stringContaining('internal address (127.0.0.1)') });
      for (const scheme of ['file:///etc/passwd', 'ftp://127.0.0.1/x']) {
        const refused = await client()
          .download({ name: 'x', url: scheme, content_type: 'text/plain' })
          .catch((e: unknown) => e);
        expect(refused, scheme).toMatchObject({ message: expect.stringContaining('is not allowed') });
      }
      // The test-only switch lets an allowed origin on loopback through; the token is not sent
      // to an origin other than the host's, so the fake host refuses it.
      const reached = await client({ baseUrl: redirectorUrl, allowedOrigins: [host.url], allowLoopback: true })
        .download({ name: 'sprite', url, content_type: 'image/png' })
        .catch((e: unknown) => e);
      expect(reached).toMatchObject({ status: 401 });
    });
  });
});

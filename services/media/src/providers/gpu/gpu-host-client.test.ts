import { ProviderError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGpuHost } from '../../generation/testing/fake-gpu-host.js';
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
});

import { fetchBytes, ProviderError, requestJson } from '@avatarium/platform';
import { z } from 'zod';

/** The functions our pipeline calls on the GPU host (docs/gpu-worker-protocol.md). */
export type GpuFunction = 'movement-video' | 'lip-sync' | 'expression-model';

/** An input file: a URL the host can fetch, or the bytes inline (base64) when we have no public URL. */
export type GpuFile = { name: string; content_type: string } & ({ url: string } | { data: string });

export interface GpuOutput {
  name: string;
  url: string;
  content_type: string;
}

export interface GpuRunRequest {
  fn: GpuFunction;
  input: Record<string, unknown>;
  files: GpuFile[];
  /** Same key, same host job: a resubmission after a crash does not start the work twice. */
  idempotencyKey: string;
  /** A job submitted earlier (saved in the job record): polled instead of submitting again. */
  existingJobId?: string | null;
  onSubmitted?(jobId: string): Promise<void>;
  /** The host job ended without success: forget it, so the next attempt submits a new one. */
  onFailed?(): Promise<void>;
  /** Called on every poll: the caller's heartbeat. */
  onPoll?(): void;
  signal?: AbortSignal;
}

export interface GpuHostSettings {
  baseUrl: string;
  token?: string;
  /** The longest one function may take, queueing included. */
  timeoutMs: number;
  pollMs: number;
}

const PROVIDER = 'gpu-host';

const jobStatus = z.object({
  id: z.string().min(1),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number().min(0).max(1).optional(),
  outputs: z.array(z.object({ name: z.string(), url: z.string().min(1), content_type: z.string() })).optional(),
  error: z.object({ code: z.string(), message: z.string(), retryable: z.boolean().default(false) }).optional(),
});
type JobStatus = z.infer<typeof jobStatus>;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** A client of the GPU function host's job API: submit, poll until done, download results. */
export class GpuHostClient {
  constructor(private readonly settings: GpuHostSettings) {}

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private headers(): Record<string, string> {
    return this.settings.token ? { authorization: `Bearer ${this.settings.token}` } : {};
  }

  async run(request: GpuRunRequest): Promise<GpuOutput[]> {
    let status: JobStatus | null = null;
    if (request.existingJobId) status = await this.status(request.existingJobId, request.signal).catch(() => null);
    if (!status) {
      status = await requestJson(PROVIDER, this.url('/v1/jobs'), jobStatus, {
        method: 'POST',
        headers: { ...this.headers(), 'idempotency-key': request.idempotencyKey },
        body: { function: request.fn, input: request.input, files: request.files },
        timeoutMs: 60_000,
        signal: request.signal,
      });
      await request.onSubmitted?.(status.id);
    }
    const deadline = Date.now() + this.settings.timeoutMs;
    let wait = this.settings.pollMs;
    while (status.status === 'queued' || status.status === 'running') {
      if (Date.now() > deadline) {
        await this.cancel(status.id).catch(() => undefined);
        await request.onFailed?.();
        throw new ProviderError(
          PROVIDER,
          `${PROVIDER}: ${request.fn} did not finish within ${this.settings.timeoutMs} ms`,
          false,
        );
      }
      request.onPoll?.();
      await sleep(wait, request.signal);
      wait = Math.min(wait * 1.5, 5_000);
      status = await this.status(status.id, request.signal);
    }
    if (status.status !== 'succeeded') {
      await request.onFailed?.();
      const reason = status.error ? `${status.error.code}: ${status.error.message}` : status.status;
      throw new ProviderError(
        PROVIDER,
        `${PROVIDER}: ${request.fn} ${status.status}: ${reason}`,
        status.error?.retryable ?? false,
      );
    }
    return (status.outputs ?? []).map((output) => ({ ...output, url: new URL(output.url, this.url('/')).toString() }));
  }

  async status(jobId: string, signal?: AbortSignal): Promise<JobStatus> {
    return requestJson(PROVIDER, this.url(`/v1/jobs/${encodeURIComponent(jobId)}`), jobStatus, {
      headers: this.headers(),
      timeoutMs: 30_000,
      signal,
    });
  }

  async cancel(jobId: string): Promise<void> {
    await fetch(this.url(`/v1/jobs/${encodeURIComponent(jobId)}`), {
      method: 'DELETE',
      headers: this.headers(),
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** Downloads a result; the token goes only to the host itself, never to a third-party URL. */
  async download(output: GpuOutput, signal?: AbortSignal): Promise<Buffer> {
    const sameHost = new URL(output.url).origin === new URL(this.settings.baseUrl).origin;
    const { bytes } = await fetchBytes(PROVIDER, output.url, {
      headers: sameHost ? this.headers() : {},
      timeoutMs: 120_000,
      maxBytes: 500 * 1024 * 1024,
      signal,
    });
    return bytes;
  }
}

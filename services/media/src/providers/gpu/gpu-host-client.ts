import { assertPublicUrl, fetchBytes, ProviderError, requestJson } from '@avatarium/platform';
import { z } from 'zod';

/** The functions our pipeline calls on the GPU host (docs/gpu-worker-protocol.md). */
export type GpuFunction = 'movement-video' | 'movement-clip' | 'lip-sync' | 'expression-model';

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
  /**
   * Other origins results may be downloaded from (the storage endpoint, GPU_HOST_ALLOWED_ORIGINS).
   * Their host names must resolve to public addresses only.
   */
  allowedOrigins?: string[];
  /** Lets those origins be on loopback: tests only (their servers run on 127.0.0.1). */
  allowLoopback?: boolean;
}

const PROVIDER = 'gpu-host';

/**
 * The host took the job and it ended without a result (failed, cancelled, or past our timeout):
 * the host itself answered, so this is that job's failure, not the host being down.
 */
export class GpuJobFailed extends ProviderError {
  constructor(
    message: string,
    retryable: boolean,
    /** The host's own words (`error.message`), or null after our timeout. */
    readonly hostMessage: string | null,
    readonly timedOut: boolean,
  ) {
    super(PROVIDER, message, retryable);
  }
}

// A synchronous function (movement video, lip-sync) can take minutes; past this the caller gets an error.
const CALL_TIMEOUT_MS = 300_000;

/** A synchronous call's answer: the host's JSON, or the status the caller gets with the details. */
export type GpuCallResult = { ok: true; body: unknown } | { ok: false; status: number; details: string };

function errorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().slice(0, 500) || null;
  if (body && typeof body === 'object') {
    const { error, message, details } = body as Record<string, unknown>;
    for (const value of [details, error, message]) if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The client's settings from the service's config; null when no GPU host is configured. */
export function gpuHostSettingsOf(config: {
  GPU_HOST_URL?: string;
  GPU_HOST_TOKEN?: string;
  GPU_HOST_TIMEOUT_MS: number;
  GPU_HOST_POLL_MS: number;
  GPU_HOST_ALLOWED_ORIGINS?: string[];
  S3_ENDPOINT?: string;
}): GpuHostSettings | null {
  if (!config.GPU_HOST_URL) return null;
  return {
    baseUrl: config.GPU_HOST_URL,
    token: config.GPU_HOST_TOKEN,
    timeoutMs: config.GPU_HOST_TIMEOUT_MS,
    pollMs: config.GPU_HOST_POLL_MS,
    allowedOrigins: [
      ...(config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : []),
      ...(config.GPU_HOST_ALLOWED_ORIGINS ?? []),
    ],
  };
}

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
    status ??= await this.submit(request);
    const deadline = Date.now() + this.settings.timeoutMs;
    let wait = this.settings.pollMs;
    while (status.status === 'queued' || status.status === 'running') {
      if (Date.now() > deadline) {
        await this.cancel(status.id).catch(() => undefined);
        await request.onFailed?.();
        throw new GpuJobFailed(
          `${PROVIDER}: ${request.fn} did not finish within ${this.settings.timeoutMs} ms`,
          false,
          null,
          true,
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
      throw new GpuJobFailed(
        `${PROVIDER}: ${request.fn} ${status.status}: ${reason}`,
        status.error?.retryable ?? false,
        status.error?.message ?? null,
        false,
      );
    }
    return (status.outputs ?? []).map((output) => ({ ...output, url: new URL(output.url, this.url('/')).toString() }));
  }

  /**
   * POST /v1/jobs: starts the job (the same idempotency key answers with the job already made)
   * and hands its id to `onSubmitted` before anything else, so it is saved before it is awaited.
   */
  async submit(
    request: Pick<GpuRunRequest, 'fn' | 'input' | 'files' | 'idempotencyKey' | 'onSubmitted' | 'signal'>,
  ): Promise<JobStatus> {
    const status = await requestJson(PROVIDER, this.url('/v1/jobs'), jobStatus, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...this.headers(), 'idempotency-key': request.idempotencyKey },
      body: { function: request.fn, input: request.input, files: request.files },
      timeoutMs: 60_000,
      signal: request.signal,
    });
    await request.onSubmitted?.(status.id);
    return status;
  }

  /**
   * POST /v1/functions/{name} with the caller's JSON (docs/gpu-worker-protocol.md). The caller's
   * own mistakes (4xx) keep their status; the host's failures, and its refusing our token (a
   * deployment problem, not the caller's), are a bad gateway.
   */
  async callFunction(name: string, payload: unknown): Promise<GpuCallResult> {
    let response: Response;
    try {
      response = await fetch(this.url(`/v1/functions/${name}`), {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload ?? {}),
        // A redirect is never followed: its target (an internal address, say) is not ours to call.
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        ok: false,
        status: timedOut ? 504 : 502,
        details: timedOut
          ? `The GPU function host did not answer within ${CALL_TIMEOUT_MS / 1000} seconds.`
          : 'The GPU function host could not be reached.',
      };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return {
        ok: false,
        status: 502,
        details: `The GPU function host answered with a redirect (${response.status}), which is not followed.`,
      };
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    if (response.ok) return { ok: true, body };
    const callersMistake = response.status >= 400 && response.status < 500 && ![401, 403, 407].includes(response.status);
    return {
      ok: false,
      status: callersMistake ? response.status : 502,
      details: errorText(body) ?? `The GPU function host answered ${response.status}.`,
    };
  }

  async status(jobId: string, signal?: AbortSignal): Promise<JobStatus> {
    return requestJson(PROVIDER, this.url(`/v1/jobs/${encodeURIComponent(jobId)}`), jobStatus, {
      headers: this.headers(),
      timeoutMs: 30_000,
      redirect: 'manual',
      signal,
    });
  }

  async cancel(jobId: string): Promise<void> {
    await fetch(this.url(`/v1/jobs/${encodeURIComponent(jobId)}`), {
      method: 'DELETE',
      headers: this.headers(),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  }

  /**
   * Downloads a result, only from the host itself or an allowed origin, never following a
   * redirect. The host's own origin is the operator's setting (every poll goes there already);
   * any other must resolve to public addresses only, so a host cannot make us fetch an internal
   * service or the cloud metadata endpoint. The token goes only to the host itself.
   */
  async download(output: GpuOutput, signal?: AbortSignal): Promise<Buffer> {
    const url = new URL(output.url);
    const sameHost = url.origin === new URL(this.settings.baseUrl).origin;
    if (!sameHost) {
      const allowed =
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        (this.settings.allowedOrigins ?? []).some((origin) => new URL(origin).origin === url.origin);
      if (!allowed) {
        throw new ProviderError(PROVIDER, `${PROVIDER}: the output URL's origin ${url.origin} is not allowed`, false);
      }
      await assertPublicUrl(url, { allowLoopback: this.settings.allowLoopback }).catch((error: unknown) => {
        throw new ProviderError(PROVIDER, `${PROVIDER}: ${(error as Error).message}`, false);
      });
    }
    const { bytes } = await fetchBytes(PROVIDER, url.toString(), {
      redirect: 'manual',
      headers: sameHost ? this.headers() : {},
      timeoutMs: 120_000,
      maxBytes: 500 * 1024 * 1024,
      signal,
    });
    return bytes;
  }
}

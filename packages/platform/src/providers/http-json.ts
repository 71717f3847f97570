import type { z } from 'zod';

/**
 * A provider call that did not give a usable answer. `retryable` says whether the same call
 * may succeed later (timeouts, 429, 5xx, connection errors); everything else is permanent.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface HttpCallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it already is a string, bytes or a multipart form. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** 'manual' does not follow a redirect: a 3xx reply is then a failed call (the caller chose where to go). */
  redirect?: 'follow' | 'manual' | 'error';
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

async function call(provider: string, url: string, options: HttpCallOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: RequestInit['body'];
  if (options.body instanceof Uint8Array || typeof options.body === 'string' || options.body instanceof FormData)
    body = options.body as RequestInit['body'];
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(url, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal,
      redirect: options.redirect,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const reason = timeout.aborted ? `timed out after ${options.timeoutMs ?? 30_000} ms` : (error as Error).message;
    throw new ProviderError(provider, `${provider}: ${reason}`, true);
  }
}

/** Reads a short, log-safe description of a failed reply (providers put the reason in the body). */
async function describeFailure(response: Response): Promise<string> {
  if (response.status >= 300 && response.status < 400) {
    return `a redirect${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}, which is not followed`;
  }
  const text = (await response.text().catch(() => '')).slice(0, 500);
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
    const inner = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (inner) return inner;
  } catch {
    // not JSON
  }
  return text || response.statusText;
}

/** A reply that is not 2xx, as a ProviderError naming the status and the provider's reason. */
async function failedReply(provider: string, response: Response): Promise<ProviderError> {
  const reason = await describeFailure(response);
  return new ProviderError(
    provider,
    `${provider}: HTTP ${response.status}: ${reason}`,
    isRetryableStatus(response.status),
    response.status,
  );
}

/**
 * Calls an API whose reply is read as it arrives (server-sent events, audio): resolves with the
 * open response once its status is 2xx; failures become ProviderErrors.
 */
export async function openResponse(provider: string, url: string, options: HttpCallOptions = {}): Promise<Response> {
  const response = await call(provider, url, options);
  if (!response.ok) throw await failedReply(provider, response);
  return response;
}

/** Calls a JSON API and parses the reply with `schema`; failures become ProviderErrors. */
export async function requestJson<S extends z.ZodType>(
  provider: string,
  url: string,
  schema: S,
  options: HttpCallOptions = {},
): Promise<z.output<S>> {
  const response = await call(provider, url, options);
  if (!response.ok) throw await failedReply(provider, response);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ProviderError(provider, `${provider}: the reply is not JSON`, false, response.status);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ProviderError(provider, `${provider}: unexpected reply: ${parsed.error.issues[0]?.message ?? 'invalid'}`, false);
  }
  return parsed.data;
}

/** Downloads bytes (a result file), refusing anything larger than `maxBytes`. */
export async function fetchBytes(
  provider: string,
  url: string,
  options: HttpCallOptions & { maxBytes?: number } = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const response = await call(provider, url, { ...options, headers: { accept: '*/*', ...options.headers } });
  if (!response.ok) throw await failedReply(provider, response);
  const limit = options.maxBytes ?? 200 * 1024 * 1024;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) throw new ProviderError(provider, `${provider}: the file is larger than ${limit} bytes`, false);
  const chunks: Buffer[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > limit) throw new ProviderError(provider, `${provider}: the file is larger than ${limit} bytes`, false);
      chunks.push(Buffer.from(chunk));
    }
  }
  return { bytes: Buffer.concat(chunks), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

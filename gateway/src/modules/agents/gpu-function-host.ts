import type { GatewayConfig } from '../../config.js';

// GPU functions (movement video, lip-sync) can take minutes; past this the browser gets an error.
const CALL_TIMEOUT_MS = 300_000;

export type GpuCallResult = { ok: true; body: unknown } | { ok: false; status: number; details: string };

function errorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().slice(0, 500) || null;
  if (body && typeof body === 'object') {
    const { error, message, details } = body as Record<string, unknown>;
    for (const value of [details, error, message]) if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * POST {GPU_HOST_URL}/v1/functions/{name} with the caller's JSON and the deployment's bearer
 * token (see docs/gpu-worker-protocol.md). The caller has checked that the host is configured.
 */
export async function callGpuFunction(
  config: Pick<GatewayConfig, 'GPU_HOST_URL' | 'GPU_HOST_TOKEN'>,
  name: string,
  payload: unknown,
): Promise<GpuCallResult> {
  const url = `${config.GPU_HOST_URL?.replace(/\/+$/, '')}/v1/functions/${name}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.GPU_HOST_TOKEN) headers.authorization = `Bearer ${config.GPU_HOST_TOKEN}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload ?? {}),
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
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (response.ok) return { ok: true, body };
  // The caller's own mistakes (4xx) keep their status; the host's failures, and its refusing
  // our token (a deployment problem, not the user's), are a bad gateway.
  const callersMistake = response.status >= 400 && response.status < 500 && ![401, 403, 407].includes(response.status);
  return {
    ok: false,
    status: callersMistake ? response.status : 502,
    details: errorText(body) ?? `The GPU function host answered ${response.status}.`,
  };
}

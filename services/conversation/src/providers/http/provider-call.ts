import { assertPublicUrl, openResponse, ProviderError, type HttpCallOptions } from '@avatarium/platform';

import { EngineUnavailableError } from '../types.js';

export interface ProviderEndpoint {
  /** Named in messages: 'OpenAI', 'ElevenLabs'. */
  provider: string;
  stage: 'llm' | 'tts' | 'stt';
  /** Loopback addresses are allowed (tests, a model server on the same machine); other internal ranges never are. */
  allowLoopback: boolean;
}

/**
 * One call to a cloud engine. The address is checked just before the call (an operator's base
 * URL that resolves to an internal network is refused), and every failure becomes an
 * EngineUnavailableError that names the provider and the reason but never the key: a
 * provider's own 401 text can echo part of it, so auth failures get our own words.
 */
export async function callProvider(endpoint: ProviderEndpoint, url: string, options: HttpCallOptions): Promise<Response> {
  try {
    await assertPublicUrl(new URL(url), { allowLoopback: endpoint.allowLoopback });
    return await openResponse(endpoint.provider, url, { timeoutMs: 60_000, ...options });
  } catch (error) {
    throw asUnavailable(endpoint, error, options.signal);
  }
}

/** Maps what went wrong in a provider call (or while reading its reply) to the stage's error. */
export function asUnavailable(endpoint: ProviderEndpoint, error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || error instanceof EngineUnavailableError) return error;
  const { provider, stage } = endpoint;
  if (error instanceof ProviderError) {
    if (error.status === 401 || error.status === 403)
      return new EngineUnavailableError(stage, `${provider} refused the API key (HTTP ${error.status})`);
    if (error.status === 429)
      return new EngineUnavailableError(stage, `${provider} is rate-limiting this server (HTTP 429); try again shortly`);
    return new EngineUnavailableError(stage, error.message);
  }
  return new EngineUnavailableError(stage, `${provider}: ${error instanceof Error ? error.message : String(error)}`);
}

/** `base` without trailing slashes, then `path`. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

import type { providerKeys } from '@avatarium/contracts';

/** Where each platform answers a cheap authenticated read (its documented API). */
const CHECKS: Record<
  providerKeys.Platform,
  { base: string; path: string; headers: (key: string) => Record<string, string> } | null
> = {
  openai: { base: 'https://api.openai.com', path: '/v1/models', headers: (key) => ({ authorization: `Bearer ${key}` }) },
  anthropic: {
    base: 'https://api.anthropic.com',
    path: '/v1/models',
    headers: (key) => ({ 'x-api-key': key, 'anthropic-version': '2023-06-01' }),
  },
  google: {
    base: 'https://generativelanguage.googleapis.com',
    path: '/v1beta/models',
    headers: (key) => ({ 'x-goog-api-key': key }),
  },
  deepseek: { base: 'https://api.deepseek.com', path: '/models', headers: (key) => ({ authorization: `Bearer ${key}` }) },
  deepgram: { base: 'https://api.deepgram.com', path: '/v1/projects', headers: (key) => ({ authorization: `Token ${key}` }) },
  cartesia: {
    base: 'https://api.cartesia.ai',
    path: '/voices',
    headers: (key) => ({ 'x-api-key': key, 'cartesia-version': '2024-06-10' }),
  },
  elevenlabs: { base: 'https://api.elevenlabs.io', path: '/v1/user', headers: (key) => ({ 'xi-api-key': key }) },
  volcano: null,
  minimax: null,
};

/**
 * Tests a key with a real call to its platform. `baseOverride` (a test-only setting) sends every
 * check to one local server speaking the platforms' formats. The key goes in a header only, never
 * in a URL or a log line.
 */
export async function checkKey(
  platform: providerKeys.Platform,
  key: string,
  baseOverride?: string,
  timeoutMs = 10_000,
): Promise<{ ok: boolean; message: string }> {
  const check = CHECKS[platform];
  if (!check) return { ok: false, message: 'This platform is coming soon.' };
  try {
    const response = await fetch(`${baseOverride ?? check.base}${check.path}`, {
      headers: check.headers(key),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true, message: 'The key works.' };
    if (response.status === 401 || response.status === 403)
      return { ok: false, message: `The key was refused by ${platform} (HTTP ${response.status}).` };
    return { ok: false, message: `${platform} answered HTTP ${response.status}: try again later.` };
  } catch {
    return { ok: false, message: `${platform} could not be reached: check the connection and try again.` };
  }
}

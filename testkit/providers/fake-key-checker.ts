import { openAiChunks, sendEvents, sendJson, startProviderServer, type ProviderRequest } from './provider-server.js';

type Headers = ProviderRequest['headers'];

/** The header and path each platform's documented API authenticates a cheap read with. */
const CHECKS: Record<string, (headers: Headers) => string | undefined> = {
  'GET /v1/models': (h) => (h['x-api-key'] ? String(h['x-api-key']) : String(h.authorization ?? '').replace(/^Bearer /, '')),
  'GET /v1beta/models': (h) => String(h['x-goog-api-key'] ?? ''),
  'GET /models': (h) => String(h.authorization ?? '').replace(/^Bearer /, ''),
  'GET /v1/projects': (h) => String(h.authorization ?? '').replace(/^Token /, ''),
  'GET /voices': (h) => String(h['x-api-key'] ?? ''),
  'GET /v1/user': (h) => String(h['xi-api-key'] ?? ''),
};
const bearer = (h: Headers) => String(h.authorization ?? '').replace(/^Bearer /, '');

/**
 * One local server standing in for every platform a personal key is for (OpenAI, Anthropic,
 * Google, DeepSeek, Deepgram, Cartesia, ElevenLabs), as their APIs answer: the key checks give
 * 200 for `goodKey` and 401 otherwise, and OpenAI's streamed chat completion answers `reply`
 * for the good key. Records each request's route and the key it carried, to prove which key
 * a conversation used and that keys travel in headers only.
 */
export async function startFakeKeyChecker(goodKey: string, options: { reply?: string } = {}) {
  const seen: Array<{ route: string; url: string; key: string | undefined; json: any }> = [];
  const server = await startProviderServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    const route = `${request.method} ${path}`;
    const keyOf = route === 'POST /v1/chat/completions' ? bearer : CHECKS[route];
    const key = keyOf?.(request.headers);
    seen.push({ route, url: request.path, key, json: request.json });
    if (!keyOf) return sendJson(response, { error: 'not found' }, 404);
    if (key !== goodKey) return sendJson(response, { error: { message: 'invalid api key' } }, 401);
    if (route === 'POST /v1/chat/completions')
      return sendEvents(response, openAiChunks((options.reply ?? 'Hello.').split(/(?<= )/)));
    return sendJson(response, { data: [] });
  });
  return { url: server.origin, seen, stop: server.stop };
}

import { openAiChunks, sendEvents, startProviderServer, toneWav } from './provider-server.js';

export interface FixedLatencyOptions {
  /** Wait before the first chat token. */
  firstTokenMs: number;
  /** Wait between tokens. */
  tokenIntervalMs: number;
  /** Wait before a sentence's audio is sent. */
  speechMs: number;
  tokens?: string[];
}

const DEFAULT_TOKENS = ['Hello', ' there', '!', ' I', ' am', ' glad', ' you', ' asked', '.', ' Ask', ' me', ' more', '.'];

/**
 * An OpenAI-compatible server whose answers take a fixed time (chat completions streamed as
 * server-sent events, /audio/speech as WAV): the benchmark subtracts it to see what the
 * platform itself adds to a turn.
 */
export async function startFixedLatencyOpenAi(options: FixedLatencyOptions) {
  const tokens = options.tokens ?? DEFAULT_TOKENS;
  const speech = toneWav(600);
  const server = await startProviderServer(async (request, response) => {
    if (request.path.endsWith('/chat/completions')) {
      await new Promise((resolve) => setTimeout(resolve, options.firstTokenMs));
      await sendEvents(response, openAiChunks(tokens), options.tokenIntervalMs);
    } else if (request.path.endsWith('/audio/speech')) {
      await new Promise((resolve) => setTimeout(resolve, options.speechMs));
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(speech);
    } else response.writeHead(404).end();
  });
  return { baseUrl: `${server.origin}/v1`, requests: server.requests, stop: server.stop };
}

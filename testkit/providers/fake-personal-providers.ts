import { openAiChunks, sendEvents, sendJson, startProviderServer, toneWav, type ProviderRequest } from './provider-server.js';

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
const xiKey = (h: Headers) => String(h['xi-api-key'] ?? '');

type MadeVoice = { voice_id: string; name: string; category: 'cloned' | 'generated'; sampleBytes: number };
const PREMADE = [
  {
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    name: 'Rachel',
    category: 'premade',
    labels: { gender: 'female', accent: 'american', description: 'calm' },
    preview_url: 'https://storage.googleapis.com/eleven-public-prod/premade/voices/21m00Tcm4TlvDq8ikWAM/preview.mp3',
    verified_languages: [{ language: 'en' }],
  },
  {
    voice_id: 'pNInz6obpgDQGcFmaJgB',
    name: 'Adam',
    category: 'premade',
    labels: { gender: 'male', accent: 'american' },
    preview_url: null,
  },
];

/** ElevenLabs' documented voice endpoints, as far as the product uses them. */
function answerElevenLabs(
  request: ProviderRequest,
  response: Parameters<typeof sendJson>[0],
  route: string,
  path: string,
  made: MadeVoice[],
) {
  if (route === 'GET /v1/voices')
    return sendJson(response, {
      voices: [
        ...PREMADE,
        ...made.map((voice) => ({
          voice_id: voice.voice_id,
          name: voice.name,
          category: voice.category,
          labels: {},
          preview_url: null,
        })),
      ],
    });
  if (route === 'POST /v1/text-to-voice/create-previews') {
    if (!request.json?.voice_description)
      return sendJson(response, { detail: { message: 'voice_description is required' } }, 422);
    const audio = toneWav(1200).toString('base64');
    return sendJson(response, {
      previews: [
        { audio_base_64: audio, generated_voice_id: `gen_${made.length + 1}`, media_type: 'audio/wav', duration_secs: 1.2 },
      ],
      text: request.json.text,
    });
  }
  if (route === 'POST /v1/text-to-voice/create-voice-from-preview') {
    const voice: MadeVoice = {
      voice_id: `designed_${made.length + 1}`,
      name: request.json.voice_name,
      category: 'generated',
      sampleBytes: 0,
    };
    made.push(voice);
    return sendJson(response, { voice_id: voice.voice_id });
  }
  if (route === 'POST /v1/voices/add') {
    // multipart/form-data: the name and the sample file, as the browser-free client sends them.
    const text = request.body.toString('latin1');
    const name = /name="name"\r\n\r\n([^\r]*)/.exec(text)?.[1] ?? '';
    if (!/name="files"; filename=/.test(text)) return sendJson(response, { detail: { message: 'files are required' } }, 422);
    const voice: MadeVoice = {
      voice_id: `cloned_${made.length + 1}`,
      name,
      category: 'cloned',
      sampleBytes: request.body.length,
    };
    made.push(voice);
    return sendJson(response, { voice_id: voice.voice_id, requires_verification: false });
  }
  const speak = /^POST \/v1\/text-to-speech\/([^/]+)$/.exec(route);
  if (speak) {
    // Raw 16-bit PCM at 22.05 kHz, about 60 ms a character, as output_format=pcm_22050 asks.
    const wav = toneWav(Math.max(300, String(request.json?.text ?? '').length * 60), 22_050);
    response.writeHead(200, { 'content-type': 'audio/pcm' });
    return void response.end(wav.subarray(44));
  }
  const remove = /^DELETE \/v1\/voices\/([^/]+)$/.exec(route);
  if (remove) {
    const index = made.findIndex((voice) => voice.voice_id === decodeURIComponent(remove[1]!));
    if (index < 0) return sendJson(response, { detail: { message: 'voice not found' } }, 404);
    made.splice(index, 1);
    return sendJson(response, { status: 'ok' });
  }
  return sendJson(response, { detail: { message: `no route ${path}` } }, 404);
}

/**
 * One local server standing in for every platform a personal key is for (OpenAI, Anthropic,
 * Google, DeepSeek, Deepgram, Cartesia, ElevenLabs), as their APIs answer: the key checks give
 * 200 for `goodKey` and 401 otherwise, and OpenAI's streamed chat completion answers `reply`
 * for the good key, and ElevenLabs' voice endpoints (list, design, instant clone, speech, delete)
 * keep an account's voices. Records each request's route and the key it carried, to prove which key
 * a conversation used and that keys travel in headers only.
 */
export async function startFakePersonalProviders(goodKey: string, options: { reply?: string } = {}) {
  const seen: Array<{ route: string; url: string; key: string | undefined; json: any }> = [];
  /** Voices made in the ElevenLabs account (designed, cloned); a rejected one is deleted. */
  const made: MadeVoice[] = [];
  const server = await startProviderServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    const route = `${request.method} ${path}`;
    const elevenLabs = path.startsWith('/v1/voices') || path.startsWith('/v1/text-to-');
    const keyOf = route === 'POST /v1/chat/completions' ? bearer : elevenLabs ? xiKey : CHECKS[route];
    const key = keyOf?.(request.headers);
    seen.push({ route, url: request.path, key, json: request.json });
    if (!keyOf) return sendJson(response, { error: 'not found' }, 404);
    if (key !== goodKey) return sendJson(response, { error: { message: 'invalid api key' } }, 401);
    if (elevenLabs) return answerElevenLabs(request, response, route, path, made);
    if (route === 'POST /v1/chat/completions')
      return sendEvents(response, openAiChunks((options.reply ?? 'Hello.').split(/(?<= )/)));
    return sendJson(response, { data: [] });
  });
  return { url: server.origin, seen, made, stop: server.stop };
}

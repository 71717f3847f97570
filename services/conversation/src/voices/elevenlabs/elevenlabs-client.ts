import { z } from 'zod';
import { callProvider, joinUrl } from '../../providers/http/provider-call.js';

/** An owner's ElevenLabs account: their key, and where its API answers (tests: a local server). */
export interface ElevenLabsAccount {
  apiKey: string;
  baseUrl?: string;
  allowLoopback: boolean;
}

const endpoint = (account: ElevenLabsAccount) => ({
  provider: 'ElevenLabs',
  stage: 'tts' as const,
  allowLoopback: account.allowLoopback,
});
const url = (account: ElevenLabsAccount, path: string) => joinUrl(account.baseUrl ?? 'https://api.elevenlabs.io', path);
const headers = (account: ElevenLabsAccount) => ({ 'xi-api-key': account.apiKey });

// ElevenLabs' documented replies, read leniently: only what we show is required.
const VoicesReply = z.object({
  voices: z.array(
    z.object({
      voice_id: z.string(),
      name: z.string().nullish(),
      category: z.string().nullish(),
      description: z.string().nullish(),
      preview_url: z.string().nullish(),
      labels: z.record(z.string(), z.string().nullish()).nullish(),
      verified_languages: z.array(z.object({ language: z.string() })).nullish(),
    }),
  ),
});
const PreviewsReply = z.object({
  previews: z
    .array(
      z.object({
        audio_base_64: z.string(),
        generated_voice_id: z.string(),
        media_type: z.string().nullish(),
        duration_secs: z.number().nullish(),
      }),
    )
    .min(1),
});
const VoiceIdReply = z.object({ voice_id: z.string() });

export interface ElevenLabsVoice {
  id: string;
  name: string;
  category: string;
  gender: string | null;
  accent: string | null;
  description: string | null;
  preview_url: string | null;
  supported_languages: string[];
}

async function json<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('ElevenLabs answered in an unexpected shape');
  return parsed.data;
}

/** `GET /v1/voices`: the account's premade, cloned and generated voices. */
export async function listVoices(account: ElevenLabsAccount): Promise<ElevenLabsVoice[]> {
  const response = await callProvider(endpoint(account), url(account, '/v1/voices'), {
    headers: headers(account),
    timeoutMs: 15_000,
  });
  const { voices } = await json(response, VoicesReply);
  return voices.map((voice) => ({
    id: voice.voice_id,
    name: voice.name ?? voice.voice_id,
    category: voice.category ?? 'premade',
    gender: voice.labels?.gender ?? null,
    accent: voice.labels?.accent ?? null,
    description: voice.description ?? voice.labels?.description ?? null,
    preview_url: voice.preview_url ?? null,
    supported_languages: (voice.verified_languages ?? []).map((entry) => entry.language),
  }));
}

/** `POST /v1/text-to-voice/create-previews`: a voice from a description, as a spoken preview. */
export async function designPreview(
  account: ElevenLabsAccount,
  description: string,
  text: string,
): Promise<{ generatedVoiceId: string; audio: Buffer; contentType: string }> {
  const response = await callProvider(endpoint(account), url(account, '/v1/text-to-voice/create-previews'), {
    headers: headers(account),
    body: { voice_description: description, text },
    timeoutMs: 60_000,
  });
  const preview = (await json(response, PreviewsReply)).previews[0]!;
  return {
    generatedVoiceId: preview.generated_voice_id,
    audio: Buffer.from(preview.audio_base_64, 'base64'),
    contentType: preview.media_type || 'audio/mpeg',
  };
}

/** `POST /v1/text-to-voice/create-voice-from-preview`: keeps the designed voice in the account. */
export async function saveDesignedVoice(
  account: ElevenLabsAccount,
  voice: { name: string; description: string; generatedVoiceId: string },
): Promise<string> {
  const response = await callProvider(endpoint(account), url(account, '/v1/text-to-voice/create-voice-from-preview'), {
    headers: headers(account),
    body: { voice_name: voice.name, voice_description: voice.description, generated_voice_id: voice.generatedVoiceId },
    timeoutMs: 30_000,
  });
  return (await json(response, VoiceIdReply)).voice_id;
}

/** `POST /v1/voices/add` (multipart: name, files): an instant clone of the sample's voice. */
export async function addClonedVoice(
  account: ElevenLabsAccount,
  name: string,
  sample: { bytes: Buffer; contentType: string; fileName: string },
): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('files', new Blob([new Uint8Array(sample.bytes)], { type: sample.contentType }), sample.fileName);
  const response = await callProvider(endpoint(account), url(account, '/v1/voices/add'), {
    headers: headers(account),
    body: form,
    timeoutMs: 60_000,
  });
  return (await json(response, VoiceIdReply)).voice_id;
}

/** `DELETE /v1/voices/{voice_id}`: a rejected voice leaves the owner's account. */
export async function deleteVoice(account: ElevenLabsAccount, voiceId: string): Promise<void> {
  const response = await callProvider(endpoint(account), url(account, `/v1/voices/${encodeURIComponent(voiceId)}`), {
    method: 'DELETE',
    headers: headers(account),
    timeoutMs: 15_000,
  });
  await response.body?.cancel().catch(() => undefined);
}

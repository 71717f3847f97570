import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { voices, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import type { ConversationDeps } from '../conversation-deps.js';
import { voiceGallery } from './voice-gallery.js';

type PreviewInput = z.output<typeof voices.voicePreview.request>;

export const NO_VOICE_FOR_LANGUAGE = 'No suitable voices found for this language';
const SAMPLE = (name: string) => `Hello! I'm ${name}. This is how I sound when I talk with your visitors.`;

async function readText(deps: Pick<ConversationDeps, 'storage'>, key: string): Promise<string | null> {
  if (!(await deps.storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of (await deps.storage.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A voice speaking a sample now, in its language, with this service's engine. The audio is
 * kept in storage by engine, voice, language and text (the same preview is never made twice);
 * a small JSON beside it keeps its length.
 */
export async function voicePreview(
  deps: Pick<ConversationDeps, 'engines' | 'storage'>,
  input: PreviewInput,
): Promise<ReplyOf<typeof voices.voicePreview>> {
  const gallery = voiceGallery(deps, {});
  const voice = [...gallery.female, ...gallery.male].find((each) => each.id === input.voice_id.toLowerCase());
  if (!voice) throw new AppError('NOT_FOUND', 'Voice not found');
  // The voices offered for the language (Global offline: the engine's own).
  const offered = voiceGallery(deps, { language: input.language });
  if (![...offered.female, ...offered.male].some((each) => each.id === voice.id))
    throw new AppError('BAD_INPUT', NO_VOICE_FOR_LANGUAGE);
  const text = input.text || SAMPLE(voice.name);
  const digest = createHash('sha256').update([gallery.engine, voice.id, input.language, text].join('\u0000')).digest('hex');
  const base = `voice-previews/${digest.slice(0, 2)}/${digest}`;
  const meta = await readText(deps, `${base}.json`).catch(() => null);
  if (meta) {
    const stored = JSON.parse(meta) as { audioKey: string; contentType: string; durationMs: number };
    if (await deps.storage.stat(stored.audioKey)) return { ...stored, cached: true, text };
  }
  const spoken = await deps.engines.speech.speak({
    text,
    voice: voice.id,
    language: input.language === 'multi' ? 'en' : input.language,
  });
  const audioKey = `${base}.${spoken.contentType === 'audio/mpeg' ? 'mp3' : 'wav'}`;
  await deps.storage.put(audioKey, Readable.from([spoken.audio]), spoken.contentType);
  const record = { audioKey, contentType: spoken.contentType, durationMs: spoken.durationMs };
  await deps.storage.put(`${base}.json`, Readable.from([Buffer.from(JSON.stringify(record))]), 'application/json');
  return { ...record, cached: false, text };
}

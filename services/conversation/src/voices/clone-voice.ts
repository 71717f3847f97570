import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { voices, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { agentElevenLabsAccount } from '../provider-keys/elevenlabs-account.js';
import { announceTransaction } from './announce-transaction.js';
import type { VoiceDesignDeps } from './voice-job-deps.js';
import { runElevenLabsClone } from './elevenlabs/elevenlabs-voice-jobs.js';
import { closestOfflineVoice, MIN_VOICED_SECONDS } from './match-voice.js';
import { decodeToPcm, measureVoice } from './measure-voice.js';
import type { StoredVoiceTransaction } from './voice-transaction.repository.js';

export const CLONE_NEEDS_OFFLINE_ENGINE =
  'Voice cloning needs the offline voice engine or a cloning provider, and neither is set up.';
export const NO_VOICE_IN_SAMPLE =
  'We could not hear enough voice in the sample: record at least a few seconds of speech (30 s is best).';

/** Spec 001 section 9: clone-{date}-{time}. */
export function cloneName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `clone-${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

async function readAll(deps: Pick<VoiceDesignDeps, 'storage'>, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await deps.storage.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Measures the sample and shapes the offline voice to it; the sample spoken in the match. */
export async function runClone(deps: VoiceDesignDeps, entry: StoredVoiceTransaction): Promise<void> {
  if (entry.provider_key_id) return runElevenLabsClone(deps, entry);
  const fail = async (message: string) => {
    const failed = await deps.transactions.update(entry.transaction_id, ['processing'], { status: 'failed', error: message });
    if (failed) announceTransaction(deps, failed);
  };
  try {
    if (!entry.sample_key) return await fail('Failed to clone voice');
    const measure = measureVoice(await decodeToPcm(await readAll(deps, entry.sample_key)));
    if (measure.voicedSeconds < MIN_VOICED_SECONDS || !measure.f0Hz) return await fail(NO_VOICE_IN_SAMPLE);
    const match = closestOfflineVoice(measure, entry.gender ?? undefined);
    const spoken = await deps.engines.speech.speak({
      text: 'Hello! This is the closest match to your recording.',
      voice: match.id,
      language: 'en',
    });
    const previewKey = `voice-designs/${entry.ownerId}/${entry.transaction_id}.${spoken.contentType === 'audio/mpeg' ? 'mp3' : 'wav'}`;
    await deps.storage.put(previewKey, Readable.from([spoken.audio]), spoken.contentType);
    const description =
      `Closest offline match to your sample (its voice is about ${Math.round(measure.f0Hz)} Hz, ${measure.voicedSeconds.toFixed(1)} s of speech heard). ` +
      'Not a clone: the offline engine shapes its own voice to your pitch; a cloning provider can copy the voice itself.';
    const done = await deps.transactions.update(entry.transaction_id, ['processing'], {
      status: 'completed',
      voice_data: { id: match.id, name: entry.voice_name || 'Matched voice', gender: match.gender, language: 'en', description },
      preview_key: previewKey,
    });
    if (done) announceTransaction(deps, done);
  } catch (error) {
    deps.logger.warn('voice clone failed', { transactionId: entry.transaction_id, error: String(error) });
    await fail(
      error instanceof Error && error.message.startsWith('the sample could not be decoded')
        ? 'The recording could not be read: upload an audio file.'
        : 'Failed to clone voice',
    );
  }
}

/** POST /api/voice/clone: the transaction id at once; the match is made meanwhile. */
export async function cloneVoice(
  deps: VoiceDesignDeps,
  input: z.output<typeof voices.cloneVoice.request>,
  track: (work: Promise<void>) => void,
  now: Date,
): Promise<ReplyOf<typeof voices.cloneVoice>> {
  // An agent speaking through the owner's ElevenLabs key gets a real instant clone there.
  const elevenLabs = await agentElevenLabsAccount(deps, input.ownerId, input.agent_id);
  if (!elevenLabs && !deps.engines.speech.shapesVoices) throw new AppError('CONFLICT', CLONE_NEEDS_OFFLINE_ENGINE);
  if (!(await deps.storage.stat(input.audio_key))) throw new AppError('BAD_INPUT', 'Please upload or record an audio file.');
  const entry = await deps.transactions.create({
    transaction_id: `vt_${randomBytes(12).toString('hex')}`,
    ownerId: input.ownerId,
    kind: 'clone',
    agent_id: input.agent_id,
    prompt: '',
    language: input.language,
    gender: input.gender ?? null,
    sample_key: input.audio_key,
    voice_name: input.voice_name || cloneName(now),
    provider_key_id: elevenLabs?.keyId ?? null,
  });
  announceTransaction(deps, entry);
  track(runClone(deps, entry));
  return { transaction_id: entry.transaction_id };
}

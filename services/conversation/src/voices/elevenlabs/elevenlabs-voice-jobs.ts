import { Readable } from 'node:stream';
import { accountOfKey } from '../../provider-keys/elevenlabs-account.js';
import { createElevenLabsSpeechSynthesizer } from '../../providers/http/tts/elevenlabs-speech-synthesizer.js';
import { announceTransaction } from '../announce-transaction.js';
import type { VoiceDesignDeps } from '../voice-job-deps.js';
import type { StoredVoiceTransaction } from '../voice-transaction.repository.js';
import { addClonedVoice, deleteVoice, designPreview, saveDesignedVoice } from './elevenlabs-client.js';

export type ElevenLabsJobDeps = VoiceDesignDeps;

const DESIGN_SAMPLE =
  'Hello! This is the voice you described, made for your agent. I hope it sounds just the way you imagined it.';
const extensionOf = (contentType: string) => (contentType.includes('wav') ? 'wav' : 'mp3');

async function finish(
  deps: ElevenLabsJobDeps,
  entry: StoredVoiceTransaction,
  result: Parameters<VoiceDesignDeps['transactions']['update']>[2],
) {
  const done = await deps.transactions.update(entry.transaction_id, ['processing'], result);
  if (done) announceTransaction(deps, done);
}

async function fail(deps: ElevenLabsJobDeps, entry: StoredVoiceTransaction, error: unknown, fallback: string) {
  deps.logger.warn('ElevenLabs voice job failed', { transactionId: entry.transaction_id, error: String(error) });
  const reason = error instanceof Error && error.message ? `${fallback}: ${error.message}` : fallback;
  await finish(deps, entry, { status: 'failed', error: reason });
}

async function account(deps: ElevenLabsJobDeps, entry: StoredVoiceTransaction) {
  const found = await accountOfKey(deps, entry.ownerId, entry.provider_key_id);
  if (!found) throw new Error('the ElevenLabs key of this agent was removed');
  return found;
}

/** Keeps the preview and completes the transaction with the voice made in the owner's account. */
async function complete(
  deps: ElevenLabsJobDeps,
  entry: StoredVoiceTransaction,
  voice: { id: string; name: string; description: string },
  preview: { audio: Buffer; contentType: string; extension: string },
): Promise<void> {
  const previewKey = `voice-designs/${entry.ownerId}/${entry.transaction_id}.${preview.extension}`;
  await deps.storage.put(previewKey, Readable.from([preview.audio]), preview.contentType);
  await finish(deps, entry, {
    status: 'completed',
    voice_data: {
      id: voice.id,
      name: voice.name,
      gender: entry.gender ?? 'feminine',
      language: entry.language,
      description: voice.description,
    },
    preview_key: previewKey,
  });
}

/** ElevenLabs voice design: a preview from the description, kept in the owner's account as a voice. */
export async function runElevenLabsDesign(deps: ElevenLabsJobDeps, entry: StoredVoiceTransaction): Promise<void> {
  try {
    const elevenLabs = await account(deps, entry);
    const preview = await designPreview(elevenLabs, entry.prompt, DESIGN_SAMPLE);
    const name = `designed-${entry.transaction_id.slice(3, 11)}`;
    const voiceId = await saveDesignedVoice(elevenLabs, {
      name,
      description: entry.prompt,
      generatedVoiceId: preview.generatedVoiceId,
    });
    await complete(
      deps,
      entry,
      { id: voiceId, name, description: `Designed by ElevenLabs from: "${entry.prompt.slice(0, 120)}"` },
      {
        ...preview,
        extension: extensionOf(preview.contentType),
      },
    );
  } catch (error) {
    await fail(deps, entry, error, 'Unknown error occurred during voice generation');
  }
}

/** ElevenLabs instant clone of the sample, then a sentence spoken in the cloned voice to preview. */
export async function runElevenLabsClone(deps: ElevenLabsJobDeps, entry: StoredVoiceTransaction): Promise<void> {
  try {
    const elevenLabs = await account(deps, entry);
    if (!entry.sample_key) throw new Error('the sample is missing');
    const object = await deps.storage.get(entry.sample_key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const name = entry.voice_name || 'Cloned voice';
    const voiceId = await addClonedVoice(elevenLabs, name, {
      bytes: Buffer.concat(chunks),
      contentType: object.contentType ?? 'audio/wav',
      fileName: `${name}.${(object.contentType ?? '').includes('webm') ? 'webm' : 'wav'}`,
    });
    const spoken = await createElevenLabsSpeechSynthesizer(elevenLabs).speak({
      text: 'Hello! This is your cloned voice.',
      voice: voiceId,
      language: entry.language === 'multi' ? 'en' : entry.language,
    });
    await complete(
      deps,
      entry,
      { id: voiceId, name, description: 'An instant clone of your sample, made by ElevenLabs.' },
      {
        ...spoken,
        extension: 'wav',
      },
    );
  } catch (error) {
    await fail(deps, entry, error, 'Failed to clone voice');
  }
}

/** A rejected ElevenLabs voice leaves the owner's account (best effort: the rejection stands either way). */
export async function forgetElevenLabsVoice(deps: ElevenLabsJobDeps, entry: StoredVoiceTransaction): Promise<void> {
  if (!entry.provider_key_id || !entry.voice_data) return;
  try {
    const elevenLabs = await accountOfKey(deps, entry.ownerId, entry.provider_key_id);
    if (elevenLabs) await deleteVoice(elevenLabs, entry.voice_data.id);
  } catch (error) {
    deps.logger.warn('rejected ElevenLabs voice not deleted', { transactionId: entry.transaction_id, error: String(error) });
  }
}

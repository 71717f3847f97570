import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { voices, ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { agentElevenLabsAccount } from '../provider-keys/elevenlabs-account.js';
import type { VoiceDesignDeps } from './voice-job-deps.js';
import { announceTransaction, publicView } from './announce-transaction.js';
import { forgetElevenLabsVoice, runElevenLabsDesign } from './elevenlabs/elevenlabs-voice-jobs.js';
import { describeVoice } from './describe-voice.js';
import type { StoredVoiceTransaction } from './voice-transaction.repository.js';

export type { VoiceDesignDeps } from './voice-job-deps.js';

export const DESIGN_NEEDS_OFFLINE_ENGINE =
  'Voice design needs the offline voice engine (this server speaks with a provider whose voices cannot be shaped).';
export const TRANSACTION_NOT_FOUND = 'Voice transaction not found';

/** Makes the designed voice: its settings from the description, then a sample spoken in it. */
export async function runDesign(deps: VoiceDesignDeps, entry: StoredVoiceTransaction): Promise<void> {
  if (entry.provider_key_id) return runElevenLabsDesign(deps, entry);
  try {
    const voice = describeVoice(entry.prompt, entry.gender ?? undefined);
    const sample = `Hello! This is the voice you described. ${voice.notes.join(' ')}`.trim();
    const spoken = await deps.engines.speech.speak({ text: sample, voice: voice.id, language: 'en' });
    const previewKey = `voice-designs/${entry.ownerId}/${entry.transaction_id}.${spoken.contentType === 'audio/mpeg' ? 'mp3' : 'wav'}`;
    await deps.storage.put(previewKey, Readable.from([spoken.audio]), spoken.contentType);
    const description = [`Designed offline from: "${entry.prompt.slice(0, 120)}"`, ...voice.notes].join(' ');
    const done = await deps.transactions.update(entry.transaction_id, ['processing'], {
      status: 'completed',
      voice_data: { id: voice.id, name: voice.name, gender: voice.gender, language: 'en', description },
      preview_key: previewKey,
    });
    if (done) announceTransaction(deps, done);
  } catch (error) {
    deps.logger.warn('voice design failed', { transactionId: entry.transaction_id, error: String(error) });
    const failed = await deps.transactions.update(entry.transaction_id, ['processing'], {
      status: 'failed',
      error: 'Unknown error occurred during voice generation',
    });
    if (failed) announceTransaction(deps, failed);
  }
}

/**
 * POST /api/voice/generate: answers the transaction id at once; the design runs meanwhile and
 * every status change is published (the browser's subscription) and stored (the 3 s poll).
 */
export async function designVoice(
  deps: VoiceDesignDeps,
  input: z.output<typeof voices.designVoice.request>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof voices.designVoice>> {
  // An agent speaking through the owner's ElevenLabs key gets its voice designed there.
  const elevenLabs = await agentElevenLabsAccount(deps, input.ownerId, input.agent_id);
  if (!elevenLabs && !deps.engines.speech.shapesVoices) throw new AppError('CONFLICT', DESIGN_NEEDS_OFFLINE_ENGINE);
  const entry = await deps.transactions.create({
    provider_key_id: elevenLabs?.keyId ?? null,
    transaction_id: `vt_${randomBytes(12).toString('hex')}`,
    ownerId: input.ownerId,
    kind: 'design',
    agent_id: input.agent_id,
    prompt: input.prompt,
    language: input.language,
    gender: input.gender ?? null,
  });
  announceTransaction(deps, entry);
  track(runDesign(deps, entry));
  return { transaction_id: entry.transaction_id };
}

export async function getVoiceTransaction(
  deps: Pick<VoiceDesignDeps, 'transactions'>,
  input: z.output<typeof voices.getVoiceTransaction.request>,
): Promise<voices.VoiceTransaction> {
  const entry = await deps.transactions.find(input.transaction_id, input.ownerId);
  if (!entry) throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND);
  return publicView(entry);
}

/** Apply to Agent or Reject: only a completed voice; the transaction records the owner's choice. */
export async function settleVoiceTransaction(
  deps: VoiceDesignDeps,
  input: z.output<typeof voices.settleVoiceTransaction.request>,
): Promise<voices.VoiceTransaction> {
  const settled = await deps.transactions.update(input.transaction_id, ['completed'], { status: input.outcome }, input.ownerId);
  if (settled) {
    if (input.outcome === 'rejected') await forgetElevenLabsVoice(deps, settled);
    return announceTransaction(deps, settled);
  }
  const entry = await deps.transactions.find(input.transaction_id, input.ownerId);
  if (!entry) throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND);
  if (entry.status === input.outcome) return publicView(entry);
  throw new AppError(
    'CONFLICT',
    `This voice is ${entry.status}: it can no longer be ${input.outcome === 'applied' ? 'applied' : 'rejected'}.`,
  );
}

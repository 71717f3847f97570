import { AgentId, catalog, voices } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { inputRefusal } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus'>;

/** POST /api/voice/generate {prompt, language, gender, agent_id}. */
export const DesignBody = z.object({
  prompt: z
    .string({ error: 'Please enter a voice prompt.' })
    .trim()
    .min(1, 'Please enter a voice prompt.')
    .max(voices.VOICE_PROMPT_MAX_LENGTH),
  language: voices.VoiceLanguage.default('en'),
  gender: z.enum(['feminine', 'masculine']).optional(),
  agent_id: z.string({ error: 'agent_id is required' }),
});

/** POST /api/voice/clone {voice_name, audio_file_path, language, gender, agent_id}: the sample is the caller's upload. */
export const CloneBody = z.object({
  // Required, in the spec's words (checked first, below).
  audio_file_path: z.string().max(2000).optional(),
  voice_name: z.string().trim().max(80).optional(),
  language: voices.VoiceLanguage.default('en'),
  gender: z.enum(['feminine', 'masculine']).optional(),
  agent_id: z.string({ error: 'agent_id is required' }),
});

export const TransactionQuery = z.object({ transaction_id: z.string({ error: 'transaction_id is required' }).min(1).max(64) });

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', inputRefusal(result.error).message);
  return result.data;
}

/** Design Voice: the owner's agent, a description; the transaction id to follow. */
export async function startVoiceDesign(deps: Deps, ownerId: string, body: unknown) {
  const input = parsed(DesignBody, body);
  const agentId = AgentId.safeParse(input.agent_id);
  const agent = agentId.success
    ? await deps.bus.request(catalog.getAgent, { agentId: agentId.data, scope: { kind: 'owner', ownerId } })
    : null;
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  return deps.bus.request(voices.designVoice, {
    ownerId,
    agent_id: agent.id,
    prompt: input.prompt,
    language: input.language,
    gender: input.gender ?? agent.gender ?? undefined,
  });
}

/** Clone Voice: the owner's agent and their uploaded sample; the transaction id to follow. */
export async function startVoiceClone(
  deps: Pick<GatewayDeps, 'bus' | 'config'>,
  ownerId: string,
  body: unknown,
  host: string | null,
) {
  const input = parsed(CloneBody, body);
  if (!input.audio_file_path) throw new AppError('BAD_INPUT', 'Please upload or record an audio file.');
  const agentId = AgentId.safeParse(input.agent_id);
  const agent = agentId.success
    ? await deps.bus.request(catalog.getAgent, { agentId: agentId.data, scope: { kind: 'owner', ownerId } })
    : null;
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  const audioKey = uploadKeyOf('audio_file_path', input.audio_file_path, {
    userId: ownerId,
    knownHosts: knownHosts(deps.config, host),
  });
  return deps.bus.request(voices.cloneVoice, {
    ownerId,
    agent_id: agent.id,
    audio_key: audioKey,
    voice_name: input.voice_name,
    language: input.language,
    gender: input.gender ?? agent.gender ?? undefined,
  });
}

/** GET /api/voice/query?transaction_id=: the owner's transaction now, for clients that poll. */
export async function voiceTransaction(deps: Deps, ownerId: string, query: unknown) {
  const { transaction_id } = parsed(TransactionQuery, query);
  return deps.bus.request(voices.getVoiceTransaction, { ownerId, transaction_id });
}

/** Reject (or record Apply): only a completed voice. */
export async function settleVoice(deps: Deps, ownerId: string, body: unknown, outcome: 'applied' | 'rejected') {
  const { transaction_id } = parsed(TransactionQuery, body);
  return deps.bus.request(voices.settleVoiceTransaction, { ownerId, transaction_id, outcome });
}

/** A transaction as browsers see it: the sample as a signed URL instead of a storage key. */
export async function transactionView(storage: Storage, transaction: voices.VoiceTransaction) {
  const { preview_key, ...rest } = transaction;
  return { ...rest, preview_url: preview_key ? await storage.signedUrl(preview_key, 3600).catch(() => null) : null };
}

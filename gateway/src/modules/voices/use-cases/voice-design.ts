import { AgentId, catalog, voices } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { parsedInput } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus'>;

// Each rule once: the commands (the domain's words, the mutations' arguments as they are) and
// the REST bodies (the spec's names and texts) are built from them.
const prompt = z
  .string({ error: 'Please enter a voice prompt.' })
  .trim()
  .min(1, 'Please enter a voice prompt.')
  .max(voices.VOICE_PROMPT_MAX_LENGTH);
const gender = z.enum(['feminine', 'masculine']);
// Required, in the spec's words (checked first, below).
const audioFilePath = z.string().max(2000);
const voiceName = z.string().trim().max(80);
const transactionId = z.string({ error: 'transaction_id is required' }).min(1).max(64);
// GraphQL sends null for an argument left out: the same as absent.
const orAbsent = <T extends z.ZodType>(rule: T) => rule.nullish().transform((value) => value ?? undefined);
const commandLanguage = voices.VoiceLanguage.nullish().transform((value) => value ?? 'en');

/** The gender is checked by the command's schema, so any text may come in (GraphQL's is a String). */
type WithAnyGender<T> = Omit<T, 'gender'> & { gender?: string | null };

export const DesignVoiceCommand = z.object({
  agentId: z.string(),
  prompt,
  language: commandLanguage,
  gender: orAbsent(gender),
});
export type DesignVoiceCommand = WithAnyGender<z.input<typeof DesignVoiceCommand>>;

/** POST /api/voice/generate {prompt, language, gender, agent_id}. */
export const DesignBody = z.object({
  prompt,
  language: voices.VoiceLanguage.default('en'),
  gender: gender.optional(),
  agent_id: z.string({ error: 'agent_id is required' }),
});

export const CloneVoiceCommand = z.object({
  agentId: z.string(),
  audioFilePath: orAbsent(audioFilePath),
  voiceName: orAbsent(voiceName),
  language: commandLanguage,
  gender: orAbsent(gender),
});
export type CloneVoiceCommand = WithAnyGender<z.input<typeof CloneVoiceCommand>>;

/** POST /api/voice/clone {voice_name, audio_file_path, language, gender, agent_id}: the sample is the caller's upload. */
export const CloneBody = z.object({
  audio_file_path: audioFilePath.optional(),
  voice_name: voiceName.optional(),
  language: voices.VoiceLanguage.default('en'),
  gender: gender.optional(),
  agent_id: z.string({ error: 'agent_id is required' }),
});

export const TransactionCommand = z.object({ transactionId });
export type TransactionCommand = z.input<typeof TransactionCommand>;

export const TransactionQuery = z.object({ transaction_id: transactionId });

/** The REST bodies as the commands, through their own schemas (so the texts name the spec's fields). */
export const restCommands = {
  design(body: unknown): DesignVoiceCommand {
    const { agent_id: agentId, ...rest } = parsedInput(DesignBody, body);
    return { agentId, ...rest };
  },
  clone(body: unknown): CloneVoiceCommand {
    const {
      agent_id: agentId,
      audio_file_path: audioFilePath,
      voice_name: voiceName,
      language,
      gender,
    } = parsedInput(CloneBody, body);
    return { agentId, audioFilePath, voiceName, language, gender };
  },
  transaction(body: unknown): TransactionCommand {
    return { transactionId: parsedInput(TransactionQuery, body).transaction_id };
  },
};

/** Design Voice: the owner's agent, a description; the transaction id to follow. */
export async function startVoiceDesign(deps: Deps, ownerId: string, command: DesignVoiceCommand) {
  const input = parsedInput(DesignVoiceCommand, command);
  const agentId = AgentId.safeParse(input.agentId);
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
  command: CloneVoiceCommand,
  host: string | null,
) {
  const input = parsedInput(CloneVoiceCommand, command);
  if (!input.audioFilePath) throw new AppError('BAD_INPUT', 'Please upload or record an audio file.');
  const agentId = AgentId.safeParse(input.agentId);
  const agent = agentId.success
    ? await deps.bus.request(catalog.getAgent, { agentId: agentId.data, scope: { kind: 'owner', ownerId } })
    : null;
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  // The text names the reference as the spec does.
  const audioKey = uploadKeyOf('audio_file_path', input.audioFilePath, {
    userId: ownerId,
    knownHosts: knownHosts(deps.config, host),
  });
  return deps.bus.request(voices.cloneVoice, {
    ownerId,
    agent_id: agent.id,
    audio_key: audioKey,
    voice_name: input.voiceName,
    language: input.language,
    gender: input.gender ?? agent.gender ?? undefined,
  });
}

/** GET /api/voice/query?transaction_id=: the owner's transaction now, for clients that poll. */
export async function voiceTransaction(deps: Deps, ownerId: string, query: unknown) {
  const { transaction_id } = parsedInput(TransactionQuery, query);
  return deps.bus.request(voices.getVoiceTransaction, { ownerId, transaction_id });
}

/** Reject (or record Apply): only a completed voice. */
export async function settleVoice(deps: Deps, ownerId: string, command: TransactionCommand, outcome: 'applied' | 'rejected') {
  const { transactionId } = parsedInput(TransactionCommand, command);
  return deps.bus.request(voices.settleVoiceTransaction, { ownerId, transaction_id: transactionId, outcome });
}

/** A transaction as browsers see it: the sample as a signed URL instead of a storage key. */
export async function transactionView(storage: Storage, transaction: voices.VoiceTransaction) {
  const { preview_key, ...rest } = transaction;
  return { ...rest, preview_url: preview_key ? await storage.signedUrl(preview_key, 3600).catch(() => null) : null };
}

import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { refusalOf } from '../../../shared/refusal.js';
import { startVoiceClone } from '../../use-cases/voice-design.js';

/** The GraphQL twin of POST /api/voice/clone. */
export const cloneVoice: NonNullable<MutationResolvers['cloneVoice']> = async (_parent, args, context) => {
  try {
    const { transaction_id } = await startVoiceClone(
      context.deps,
      context.user?.id ?? null,
      {
        agent_id: args.agentId,
        audio_file_path: args.audioFilePath,
        voice_name: args.voiceName ?? undefined,
        language: args.language ?? undefined,
        gender: args.gender ?? undefined,
      },
      context.host,
    );
    return { ok: true, transactionId: transaction_id, error: null };
  } catch (error) {
    return { ok: false, transactionId: null, error: refusalOf(error) };
  }
};

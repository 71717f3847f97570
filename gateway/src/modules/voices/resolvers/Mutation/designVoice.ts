import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { refusalOf } from '../../../shared/refusal.js';
import { startVoiceDesign } from '../../use-cases/voice-design.js';

/** The GraphQL twin of POST /api/voice/generate. */
export const designVoice: NonNullable<MutationResolvers['designVoice']> = async (
  _parent,
  { agentId, prompt, language, gender },
  context,
) => {
  try {
    const { transaction_id } = await startVoiceDesign(context.deps, context.user?.id ?? null, {
      agent_id: agentId,
      prompt,
      language: language ?? undefined,
      gender: gender ?? undefined,
    });
    return { ok: true, transactionId: transaction_id, error: null };
  } catch (error) {
    return { ok: false, transactionId: null, error: refusalOf(error) };
  }
};

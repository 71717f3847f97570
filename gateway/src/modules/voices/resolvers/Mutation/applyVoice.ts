import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { actionResult } from '../../../shared/action-result.js';
import { applyVoice as apply } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/apply. */
export const applyVoice: NonNullable<MutationResolvers['applyVoice']> = async (
  _parent,
  { id, voiceId, gender, language, transactionId },
  context,
) =>
  actionResult(
    await apply(context.deps, context.user?.id ?? null, {
      code: id,
      voice_id: voiceId,
      gender: gender ?? undefined,
      language: language ?? undefined,
      transaction_id: transactionId ?? undefined,
    }),
  );

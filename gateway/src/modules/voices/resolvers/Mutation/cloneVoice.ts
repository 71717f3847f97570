import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { startVoiceClone } from '../../use-cases/voice-design.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/clone. */
export const cloneVoice: NonNullable<MutationResolvers['cloneVoice']> = async (_parent, args, context) => {
  const ownerId = signedInCaller(context, SIGN_IN_FOR_VOICES);
  const body = {
    agent_id: args.agentId,
    audio_file_path: args.audioFilePath,
    voice_name: args.voiceName ?? undefined,
    language: args.language ?? undefined,
    gender: args.gender ?? undefined,
  };
  const started = startVoiceClone(context.deps, ownerId, body, context.host);
  return graphqlResult(started.then(({ transaction_id }) => ({ transactionId: transaction_id })));
};

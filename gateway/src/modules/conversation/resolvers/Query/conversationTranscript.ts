import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getConversationTranscript } from '../../use-cases/get-conversation-transcript.js';
import { optionalCaller } from '../../../shared/caller.js';

/** The GraphQL twin of GET /api/conversations/{sessionId}. */
export const conversationTranscript: NonNullable<QueryResolvers['conversationTranscript']> = (_parent, args, context) =>
  getConversationTranscript(context.deps, optionalCaller(context), args);

import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getConversationTranscript } from '../../use-cases/get-conversation-transcript.js';

/** The GraphQL twin of GET /api/conversations/{sessionId}. */
export const conversationTranscript: NonNullable<QueryResolvers['conversationTranscript']> = (_parent, args, context) =>
  getConversationTranscript(context.deps, context.user?.id ?? null, args);

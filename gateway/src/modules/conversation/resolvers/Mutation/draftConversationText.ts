import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { draftConversationText as draft } from '../../use-cases/draft-conversation-text.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/draft. */
export const draftConversationText: NonNullable<MutationResolvers['draftConversationText']> = (_parent, args, context) =>
  draft(context.deps, args);

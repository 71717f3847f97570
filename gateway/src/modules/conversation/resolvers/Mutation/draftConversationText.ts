import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { draftConversationText as draft } from '../../use-cases/draft-conversation-text.js';
import { throttleDrafts } from '../../use-cases/turn-caps.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/draft. */
export const draftConversationText: NonNullable<MutationResolvers['draftConversationText']> = (_parent, args, context) => {
  throttleDrafts(context.deps, context.clientKey);
  return draft(context.deps, args);
};

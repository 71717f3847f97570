import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { interruptConversation as interrupt } from '../../use-cases/interrupt-conversation.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/interrupt. */
export const interruptConversation: NonNullable<MutationResolvers['interruptConversation']> = (_parent, args, context) =>
  interrupt(context.deps, args);

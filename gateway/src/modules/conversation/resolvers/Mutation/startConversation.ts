import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { startConversation as start } from '../../use-cases/start-conversation.js';
import { optionalCaller } from '../../../shared/caller.js';

/** The GraphQL twin of POST /api/conversations. */
export const startConversation: NonNullable<MutationResolvers['startConversation']> = async (_parent, args, context) => {
  const session = await start(context.deps, { userId: optionalCaller(context), clientKey: context.clientKey }, args);
  return { ...session, payer: session.payer.toUpperCase() as 'OWNER' | 'VIEWER' | 'COLLECTION' };
};

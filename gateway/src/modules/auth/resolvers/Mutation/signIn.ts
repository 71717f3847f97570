import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { completeAuth } from '../../complete-auth.js';
import { signIn as signInUser } from '../../use-cases/sign-in.js';

export const signIn: NonNullable<MutationResolvers['signIn']> = async (_parent, { input }, context) =>
  completeAuth(context, await signInUser(context.deps, input, context.clientKey));

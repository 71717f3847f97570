import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { completeAuth } from '../../complete-auth.js';
import { signUp as signUpUser } from '../../use-cases/sign-up.js';

export const signUp: NonNullable<MutationResolvers['signUp']> = async (_parent, { input }, context) =>
  completeAuth(context, await signUpUser(context.deps, input, context.clientKey));

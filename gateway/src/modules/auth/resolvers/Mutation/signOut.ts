import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { signOut as signOutSession } from '../../use-cases/sign-out.js';

export const signOut: NonNullable<MutationResolvers['signOut']> = async (_parent, _args, context) => {
  await signOutSession(context.deps, context.session);
  context.cookies?.clear();
  return true;
};

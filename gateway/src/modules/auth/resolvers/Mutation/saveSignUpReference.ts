import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { signedInCaller } from '../../../shared/caller.js';
import { saveSignUpReference as saveReference } from '../../use-cases/save-sign-up-reference.js';

/** The GraphQL twin of POST /api/user/reference: true when accepted (a second reference is ignored). */
export const saveSignUpReference: NonNullable<MutationResolvers['saveSignUpReference']> = async (_parent, args, context) => {
  await saveReference(context.deps, { userId: signedInCaller(context) }, args);
  return true;
};

import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { refusalError } from '../../../shared/refusal.js';
import { requireUser } from '../../../shared/require-user.js';
import { saveSignUpReference as saveReference } from '../../use-cases/save-sign-up-reference.js';

/** The GraphQL twin of POST /api/user/reference: true when accepted (a second reference is ignored). */
export const saveSignUpReference: NonNullable<MutationResolvers['saveSignUpReference']> = async (_parent, args, context) => {
  const { user } = requireUser(context);
  const result = await saveReference(context.deps, { userId: user.id }, args);
  if (!result.ok) throw refusalError(result.error);
  return true;
};

import { AppError } from '@avatarium/platform';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { revokeApiKey as revoke } from '../../use-cases/revoke-api-key.js';

export const revokeApiKey: NonNullable<MutationResolvers['revokeApiKey']> = async (_parent, { id }, context) => {
  try {
    await revoke(context.deps, context, id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
};

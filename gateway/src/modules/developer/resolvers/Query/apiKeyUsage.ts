import { AppError } from '@avatarium/platform';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readApiKeyUsage } from '../../use-cases/read-api-key-usage.js';

export const apiKeyUsage: NonNullable<QueryResolvers['apiKeyUsage']> = async (_parent, { id, from, to }, context) => {
  try {
    return await readApiKeyUsage(context.deps, context, id ?? null, { from, to });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};

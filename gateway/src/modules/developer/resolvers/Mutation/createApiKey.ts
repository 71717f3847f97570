import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { createApiKey as create } from '../../use-cases/create-api-key.js';
import { issuedResult } from './issued-result.js';

export const createApiKey: NonNullable<MutationResolvers['createApiKey']> = (_parent, { input }, context) =>
  issuedResult(() => create(context.deps, context, input));

import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { rollApiKey as roll } from '../../use-cases/roll-api-key.js';
import { issuedResult } from './issued-result.js';

export const rollApiKey: NonNullable<MutationResolvers['rollApiKey']> = (_parent, { id }, context) =>
  issuedResult(() => roll(context.deps, context, id));

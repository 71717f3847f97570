import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { notFoundAs } from '../../../shared/not-found-as.js';
import { readApiKeyUsage } from '../../use-cases/read-api-key-usage.js';

/** Null when the id names none of the caller's keys. */
export const apiKeyUsage: NonNullable<QueryResolvers['apiKeyUsage']> = (_parent, { id, from, to }, context) =>
  notFoundAs(readApiKeyUsage(context.deps, sessionOwnerOf(context, 'API keys'), id ?? null, { from, to }), null);

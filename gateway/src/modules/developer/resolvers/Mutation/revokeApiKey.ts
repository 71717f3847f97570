import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { notFoundAs } from '../../../shared/not-found-as.js';
import { revokeApiKey as revoke } from '../../use-cases/revoke-api-key.js';

/** true when revoked; false when the caller has no such key. */
export const revokeApiKey: NonNullable<MutationResolvers['revokeApiKey']> = (_parent, { id }, context) =>
  notFoundAs(
    revoke(context.deps, sessionOwnerOf(context, 'API keys'), id).then(() => true),
    false,
  );

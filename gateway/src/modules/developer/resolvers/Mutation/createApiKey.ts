import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { createApiKey as create } from '../../use-cases/create-api-key.js';

export const createApiKey: NonNullable<MutationResolvers['createApiKey']> = (_parent, { input }, context) =>
  graphqlResult(create(context.deps, sessionOwnerOf(context, 'API keys'), input), { key: null, secret: null });

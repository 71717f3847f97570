import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { rollApiKey as roll } from '../../use-cases/roll-api-key.js';

export const rollApiKey: NonNullable<MutationResolvers['rollApiKey']> = (_parent, { id }, context) =>
  graphqlResult(roll(context.deps, sessionOwnerOf(context, 'API keys'), id), { key: null, secret: null });

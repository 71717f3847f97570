import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { listApiKeys } from '../../use-cases/list-api-keys.js';

export const apiKeys: NonNullable<QueryResolvers['apiKeys']> = (_parent, _args, context) =>
  listApiKeys(context.deps, sessionOwnerOf(context, 'API keys'));

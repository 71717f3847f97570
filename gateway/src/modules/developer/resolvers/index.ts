import type { Resolvers } from '../../../generated/resolvers-types.js';
import { createApiKey } from './Mutation/createApiKey.js';
import { revokeApiKey } from './Mutation/revokeApiKey.js';
import { rollApiKey } from './Mutation/rollApiKey.js';
import { apiKeyUsage } from './Query/apiKeyUsage.js';
import { apiKeys } from './Query/apiKeys.js';

export const developerResolvers: Resolvers = {
  Query: { apiKeys, apiKeyUsage },
  Mutation: { createApiKey, revokeApiKey, rollApiKey },
};

import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { listCommunityPage } from '../../use-cases/list-community-page.js';

/** The GraphQL twin of GET /api/agents?type=community. */
export const communityAgents: NonNullable<QueryResolvers['communityAgents']> = (_parent, args, context) =>
  listCommunityPage(context.deps, args);

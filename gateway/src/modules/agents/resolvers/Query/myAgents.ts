import { catalog } from '@avatarium/contracts';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toGraphqlAgent } from '../../agent-view.js';

export const myAgents: NonNullable<QueryResolvers['myAgents']> = async (_parent, _args, context) => {
  if (!context.user) return [];
  const agents = await context.deps.bus.request(catalog.listOwnedAgents, { ownerId: context.user.id });
  return Promise.all(agents.map((agent) => toGraphqlAgent(agent, context.deps.storage)));
};

import { AgentId, catalog } from '@avatarium/contracts';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toGraphqlAgent } from '../../agent-view.js';

/** Owner only for now: anyone else gets null, as for an agent that does not exist. */
export const agent: NonNullable<QueryResolvers['agent']> = async (_parent, args, context) => {
  const id = AgentId.safeParse(args.id);
  if (!context.user || !id.success) return null;
  const found = await context.deps.bus.request(catalog.getAgent, { agentId: id.data });
  if (!found || found.ownerId !== context.user.id) return null;
  return toGraphqlAgent(found, context.deps.storage);
};

import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { listMyAgents } from '../../use-cases/list-my-agents.js';

export const myAgents: NonNullable<QueryResolvers['myAgents']> = async (_parent, args, context) =>
  context.user ? listMyAgents(context.deps, context.user.id, args) : [];

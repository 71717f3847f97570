import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getAgent } from '../../use-cases/get-agent.js';
import { optionalCaller } from '../../../shared/caller.js';

/** The owner's agent or a public one; null otherwise, as for an agent that does not exist. */
export const agent: NonNullable<QueryResolvers['agent']> = (_parent, args, context) =>
  getAgent(context.deps, optionalCaller(context), args.id);

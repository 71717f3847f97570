import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getViewerAgent } from '../../../shared/get-viewer-agent.js';
import { optionalCaller } from '../../../shared/caller.js';

export const viewerAgent: NonNullable<QueryResolvers['viewerAgent']> = (_parent, args, context) =>
  getViewerAgent(context.deps, optionalCaller(context), args);

import type { Resolvers } from '../../../generated/resolvers-types.js';
import { cloneAgent } from './Mutation/cloneAgent.js';
import { deleteAgent } from './Mutation/deleteAgent.js';
import { setAgentCategory } from './Mutation/setAgentCategory.js';
import { setAgentVisibility } from './Mutation/setAgentVisibility.js';
import { setAnonymousAccess } from './Mutation/setAnonymousAccess.js';
import { setShareLinkEnabled } from './Mutation/setShareLinkEnabled.js';
import { voteAgent } from './Mutation/voteAgent.js';

export const agentActionsResolvers: Resolvers = {
  Mutation: { voteAgent, cloneAgent, deleteAgent, setAgentVisibility, setAgentCategory, setAnonymousAccess, setShareLinkEnabled },
};

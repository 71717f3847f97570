import type { Resolvers } from '../../../generated/resolvers-types.js';
import { setAgentCustomActions } from './Mutation/setAgentCustomActions.js';
import { setAgentDeployment } from './Mutation/setAgentDeployment.js';
import { setAgentModel } from './Mutation/setAgentModel.js';
import { setAgentUiOverlay } from './Mutation/setAgentUiOverlay.js';
import { viewerAgentUpdates } from './Subscription/viewerAgentUpdates.js';

export const agentSettingsResolvers: Resolvers = {
  // The blocks keep the spec's field names: the entity's own fields resolve them.
  Agent: {
    uiOverlay: (agent) => agent.ui_overlay,
    customActions: (agent) => agent.custom_actions,
    deployment: (agent) => agent.share.deployment,
  },
  Mutation: { setAgentModel, setAgentUiOverlay, setAgentCustomActions, setAgentDeployment },
  Subscription: { viewerAgentUpdates },
};

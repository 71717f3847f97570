import type { Resolvers } from '../../../generated/resolvers-types.js';
import { optionalCaller } from '../../shared/caller.js';
import { conversationBudgetOf } from '../use-cases/conversation-budget.js';
import { setAgentConversationBudget } from './Mutation/setAgentConversationBudget.js';
import { setAgentCustomActions } from './Mutation/setAgentCustomActions.js';
import { setAgentDeployment } from './Mutation/setAgentDeployment.js';
import { setAgentModel } from './Mutation/setAgentModel.js';
import { setAgentUiOverlay } from './Mutation/setAgentUiOverlay.js';
import { viewerAgentUpdates } from './Subscription/viewerAgentUpdates.js';

export const agentSettingsResolvers: Resolvers = {
  // The blocks keep the spec's field names: the entity's own fields resolve them.
  Agent: {
    uiOverlay: (agent) => agent.ui_overlay,
    // A visitor's viewer runs the actions; the greeting's instructions to the model stay the owner's.
    customActions: (agent, _args, context) =>
      optionalCaller(context) === agent.ownerId
        ? agent.custom_actions
        : { ...agent.custom_actions, greetings: { ...agent.custom_actions.greetings, opening_instructions: '' } },
    deployment: (agent) => agent.share.deployment,
    // What the owner allows visitors to spend, and what they spent: the owner's business only.
    conversationBudget: async (agent, _args, context) => {
      if (optionalCaller(context) !== agent.ownerId) return null;
      const budget = await conversationBudgetOf(context.deps, agent);
      return { monthlyCredits: budget.monthly_credits, spentThisMonth: budget.spent_this_month };
    },
  },
  Mutation: { setAgentModel, setAgentUiOverlay, setAgentCustomActions, setAgentDeployment, setAgentConversationBudget },
  Subscription: { viewerAgentUpdates },
};

import { agentSettingsActions, catalogActions, shop } from '@avatarium/contracts';
import { VersionedCache, type ServiceConnections } from '@avatarium/platform';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { AgentVoteRepository } from './agent-vote.repository.js';
import { cloneAgent } from './clone-agent.js';
import { CommunityVersionRepository } from './community-version.repository.js';
import { countCommunityCategories } from './count-community-categories.js';
import { deleteAgent } from './delete-agent.js';
import { getAgentForPicture } from './get-agent-for-picture.js';
import { getAgentForViewer } from './get-agent-for-viewer.js';
import { listCommunityPage } from './list-community-page.js';
import { getShareLink } from './share-link.js';
import { updateCategory } from './update-category.js';
import { updateSharing } from './update-sharing.js';
import {
  updateConversationBudget,
  updateCustomActions,
  updateDeployment,
  updateModel,
  updatePersona,
  updateUiOverlay,
  updateProviders,
  updateVoice,
} from './update-settings.js';
import { updateShopifyMcp } from './update-shopify-mcp.js';
import { updateVisibility } from './update-visibility.js';
import { voteAgent } from './vote-agent.js';
import { AgentRepository } from './repository/agent.repository.js';

const QUEUE = 'catalog';

/**
 * Builds the repositories of the agent actions (votes, galleries, sharing, clone, delete) and
 * their indexes; the agents' repository is the service's own when given.
 */
export async function agentActionsDeps(
  connections: Pick<ServiceConnections, 'mongo' | 'bus' | 'logger'>,
  agents = new AgentRepository(connections.mongo),
): Promise<AgentActionsDeps> {
  const votes = new AgentVoteRepository(connections.mongo);
  const communityVersion = new CommunityVersionRepository(connections.mongo);
  await Promise.all([agents.init(), votes.init(), communityVersion.init()]);
  return {
    agents,
    votes,
    communityCache: new VersionedCache(() => communityVersion.current()),
    communityVersion,
    bus: connections.bus,
    logger: connections.logger,
  };
}

/** Answers the agent-action subjects (catalogActions) as one member of the `catalog` queue group. */
export async function registerAgentActions(
  deps: Pick<ServiceConnections, 'mongo' | 'bus' | 'logger'> & { agents: AgentRepository },
): Promise<void> {
  serveAgentActions(await agentActionsDeps(deps, deps.agents));
}

/** The subscriptions alone, for deps built already (tests inject their own clock into the use cases). */
export function serveAgentActions(deps: AgentActionsDeps): void {
  const { bus } = deps;
  bus.serve(catalogActions.voteAgent, (input) => voteAgent(deps, input, new Date()), QUEUE);
  bus.serve(catalogActions.listCommunityPage, (input) => listCommunityPage(deps, input), QUEUE);
  bus.serve(catalogActions.countCommunityCategories, (input) => countCommunityCategories(deps, input), QUEUE);
  bus.serve(catalogActions.communityVersion, async () => ({ version: await deps.communityVersion.current() }), QUEUE);
  bus.serve(catalogActions.cloneAgent, (input) => cloneAgent(deps, input), QUEUE);
  bus.serve(catalogActions.deleteAgent, (input) => deleteAgent(deps, input), QUEUE);
  bus.serve(catalogActions.setVisibility, (input) => updateVisibility(deps, input), QUEUE);
  bus.serve(catalogActions.setCategory, (input) => updateCategory(deps, input), QUEUE);
  bus.serve(catalogActions.setSharing, (input) => updateSharing(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setUiOverlay, (input) => updateUiOverlay(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setCustomActions, (input) => updateCustomActions(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setDeployment, (input) => updateDeployment(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setModel, (input) => updateModel(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setPersona, (input) => updatePersona(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setVoice, (input) => updateVoice(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setProviders, (input) => updateProviders(deps, input), QUEUE);
  bus.serve(agentSettingsActions.setConversationBudget, (input) => updateConversationBudget(deps, input), QUEUE);
  bus.serve(shop.setShopifyMcp, (input) => updateShopifyMcp(deps, input), QUEUE);
  bus.serve(catalogActions.getShareLink, (input) => getShareLink(deps, input), QUEUE);
  bus.serve(catalogActions.getAgentForViewer, (input) => getAgentForViewer(deps, input), QUEUE);
  bus.serve(catalogActions.getAgentForPicture, (input) => getAgentForPicture(deps, input), QUEUE);
}

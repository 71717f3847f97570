import type { Agent, agentSettingsActions } from '@avatarium/contracts';
import type { z } from 'zod';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

/** The request as the bus hands it over: parsed, defaults applied. */
type Actions = typeof agentSettingsActions;
type RequestName = { [P in keyof Actions]: Actions[P] extends { request: z.ZodType } ? P : never }[keyof Actions];
type Input<K extends RequestName> = Actions[K] extends { request: infer R extends z.ZodType } ? z.output<R> : never;

/** The owner's overlays (QR codes, foreground frame), replaced whole. */
export function updateUiOverlay(deps: AgentActionsDeps, input: Input<'setUiOverlay'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { uiOverlay: input.ui_overlay });
}

/** The owner's custom actions (greetings, auto refresh, keyword triggers, session timeout), replaced whole. */
export function updateCustomActions(deps: AgentActionsDeps, input: Input<'setCustomActions'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { customActions: input.custom_actions });
}

/** How the owner deploys the agent (web link, chat widget, embed code, on-premises). */
export function updateDeployment(deps: AgentActionsDeps, input: Input<'setDeployment'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { deployment: input.deployment });
}

/** Who the agent is: name, description, system prompt, language, gender. */
export function updatePersona(deps: AgentActionsDeps, input: Input<'setPersona'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { persona: input.persona });
}

/** Which AI runs each capability (the caller checked the keys are the owner's), and the language. */
export function updateProviders(deps: AgentActionsDeps, input: Input<'setProviders'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, {
    providers: { providers: input.providers, language: input.language },
  });
}

/** The voice the agent speaks with. */
export function updateVoice(deps: AgentActionsDeps, input: Input<'setVoice'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { voice: { voice_id: input.voice_id, gender: input.gender } });
}

/** The model conversations run on: Essence (CPU) or Expression (GPU). */
export function updateModel(deps: AgentActionsDeps, input: Input<'setModel'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { model: input.model });
}

/** The owner's monthly budget for visitors' conversations the owner pays for (null: no limit). */
export function updateConversationBudget(deps: AgentActionsDeps, input: Input<'setConversationBudget'>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { conversationBudget: input.conversation_budget });
}

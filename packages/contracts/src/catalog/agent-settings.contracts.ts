import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { Agent, AgentId, AgentModel, Gender } from './agent.js';
import { AgentProviders, ConversationBudget, CustomActions, Deployment, UiOverlay } from './agent-settings.js';

/**
 * The owner's agent settings (spec 001 "Agent Settings dialog"; issue 9). Owner only: another
 * user's visible agent is FORBIDDEN 'You do not own this agent', anything else NOT_FOUND.
 * Each publishes `catalog.agent.changed`, which is how an open viewer learns of the change.
 */
const OwnerTarget = { agentId: AgentId, ownerId: UserId };

/** PUT /api/agents/{id}/ui-overlay: the full overlay replaces the stored one. */
export const setUiOverlay = defineRequest(
  'catalog.agent.set-ui-overlay',
  z.object({ ...OwnerTarget, ui_overlay: UiOverlay }),
  Agent,
);

/** PATCH /api/agents/{id} {custom_actions}: the four blocks replace the stored ones. */
export const setCustomActions = defineRequest(
  'catalog.agent.set-custom-actions',
  z.object({ ...OwnerTarget, custom_actions: CustomActions }),
  Agent,
);

/** PUT /api/agents/{id}/sharing {share:{deployment}}. */
export const setDeployment = defineRequest(
  'catalog.agent.set-deployment',
  z.object({ ...OwnerTarget, deployment: Deployment }),
  Agent,
);

/** PUT /api/agents/{id}/model {model}: the model conversations run on (and are charged for). */
export const setModel = defineRequest('catalog.agent.set-model', z.object({ ...OwnerTarget, model: AgentModel }), Agent);

/** PUT /api/agents/{id}/conversation-budget {monthly_credits}: null removes the limit. */
export const setConversationBudget = defineRequest(
  'catalog.agent.set-conversation-budget',
  z.object({ ...OwnerTarget, conversation_budget: ConversationBudget }),
  Agent,
);

/** Spec 001: who the agent is (Persona Settings dialog). Name and system prompt are required. */
export const PersonaFields = z.object({
  name: z.string().trim().min(1, 'name is required').max(80),
  description: z.string().trim().max(500).default(''),
  system_prompt: z.string().trim().min(1, 'system_prompt is required').max(8000),
  language: z.string().trim().min(2).max(10),
  gender: Gender,
});
export type PersonaFields = z.infer<typeof PersonaFields>;

/** PATCH /api/agents/{id} with the persona fields; the next conversation uses them. */
export const setPersona = defineRequest('catalog.agent.set-persona', z.object({ ...OwnerTarget, persona: PersonaFields }), Agent);

/** PATCH /api/agents/{id} {providers, language}: saved as normalized by the caller (realtime rules, owned keys). */
export const setProviders = defineRequest(
  'catalog.agent.set-providers',
  z.object({ ...OwnerTarget, providers: AgentProviders, language: z.string().trim().min(2).max(10) }),
  Agent,
);

/** POST /api/voice/apply: the voice the agent speaks with (and its gender, when given). */
export const setVoice = defineRequest(
  'catalog.agent.set-voice',
  z.object({ ...OwnerTarget, voice_id: z.string().trim().min(1).max(100), gender: Gender.optional() }),
  Agent,
);

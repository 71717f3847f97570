import type { AGENT_CATEGORIES, AgentModel, agentSettings, agentSettingsActions, shop } from '@avatarium/contracts';
import type { Model } from 'mongoose';
import type { AgentDocument } from '../agent.model.js';
import { changeOne, type AgentChange } from './change-one.js';

/** The fields an owner changes directly (visibility, category, sharing, the settings blocks). */
export interface OwnerChange {
  visibility?: 'public' | 'private';
  category?: (typeof AGENT_CATEGORIES)[number];
  anonymousEnabled?: boolean;
  /** false drops the share token and hands out none; true allows a new one. */
  sharingEnabled?: boolean;
  deployment?: agentSettings.Deployment;
  uiOverlay?: agentSettings.UiOverlay;
  customActions?: agentSettings.CustomActions;
  /** The model the agent talks with (the record's model follows it). */
  model?: AgentModel;
  persona?: agentSettingsActions.PersonaFields;
  voice?: { voice_id: string; gender?: agentSettingsActions.PersonaFields['gender'] };
  /** Which AI runs each capability, with the language the choice implies. */
  providers?: { providers: agentSettings.AgentProviders; language: string };
  /** The owner's monthly budget for visitors' conversations. */
  conversationBudget?: agentSettings.ConversationBudget;
  /** The shop integration's changed fields (dotted sets: other fields saved meanwhile stay). */
  shopifyMcp?: shop.ShopifyMcpFields;
}

/** The document fields one owner change sets. */
function fieldsOf(change: OwnerChange): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (change.visibility) set.visibility = change.visibility;
  if (change.category) set.category = change.category;
  if (change.anonymousEnabled !== undefined) set['share.anonymous_enabled'] = change.anonymousEnabled;
  if (change.sharingEnabled !== undefined) set.sharing_disabled = !change.sharingEnabled;
  if (change.sharingEnabled === false) set.share_token = null;
  if (change.deployment) set['share.deployment'] = change.deployment;
  if (change.uiOverlay) set.ui_overlay = change.uiOverlay;
  if (change.customActions) set.custom_actions = change.customActions;
  if (change.persona) Object.assign(set, change.persona);
  if (change.providers) {
    set.providers = change.providers.providers;
    set.language = change.providers.language;
  }
  if (change.voice) {
    set.voice_id = change.voice.voice_id;
    if (change.voice.gender) set.gender = change.voice.gender;
  }
  if (change.conversationBudget) set.conversation_budget = change.conversationBudget;
  for (const [field, value] of Object.entries(change.shopifyMcp ?? {})) set[`shopify_mcp.${field}`] = value;
  if (change.model) {
    set.model_type = change.model;
    set['record.model'] = change.model;
  }
  return set;
}

/** The owner's changes to the agent: visibility, category, sharing and the settings blocks. */
export class AgentSettings {
  constructor(private readonly agents: Model<AgentDocument>) {}

  /** Applies the owner's change; the state before it and after, or null when not the owner's. */
  changeOfOwner(agentId: string, ownerId: string, change: OwnerChange): Promise<AgentChange | null> {
    return changeOne(this.agents, { _id: agentId, ownerId }, fieldsOf(change));
  }
}

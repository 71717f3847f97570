import { agentSettings, dynamics, shop, type Agent } from '@avatarium/contracts';
import type { AgentDocument } from './agent.model.js';

/** A stored settings block read through its schema; one that no longer parses reads as the defaults. */
function settingsOrDefault<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  fallback: T,
): T {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : fallback;
}

/**
 * The stored agent as the contract's plain entity (dates as ISO strings), every field of it.
 * Documents written before a field existed read as its default. The share token stays out.
 */
export function toAgentEntity(doc: AgentDocument): Agent {
  return {
    id: doc._id,
    ownerId: doc.ownerId,
    prompt: doc.prompt,
    name: doc.name ?? null,
    description: doc.description ?? null,
    system_prompt: doc.system_prompt ?? null,
    tags: doc.tags ?? [],
    category: doc.category,
    language: doc.language,
    gender: doc.gender ?? null,
    voice_id: doc.voice_id ?? null,
    visibility: doc.visibility,
    model_type: doc.model_type,
    poster_key: doc.poster_key ?? null,
    audio_key: doc.audio_key ?? null,
    record: {
      status: doc.record.status,
      event_type: doc.record.event_type ?? null,
      image_key: doc.record.image_key ?? null,
      video_key: doc.record.video_key ?? null,
      lip_sync_key: doc.record.lip_sync_key ?? null,
      model_key: doc.record.model_key ?? null,
      is_animal: doc.record.is_animal ?? false,
      face_handled: doc.record.face_handled ?? false,
      error_type: doc.record.error_type ?? null,
      error_message: doc.record.error_message ?? null,
      model: doc.record.model,
    },
    version: doc.version,
    votes: doc.votes ?? 0,
    share: { anonymous_enabled: doc.share?.anonymous_enabled ?? false, deployment: doc.share?.deployment ?? 'weblink' },
    ui_overlay: settingsOrDefault(agentSettings.UiOverlay, doc.ui_overlay, agentSettings.DEFAULT_UI_OVERLAY),
    custom_actions: settingsOrDefault(agentSettings.CustomActions, doc.custom_actions, agentSettings.DEFAULT_CUSTOM_ACTIONS),
    providers: settingsOrDefault(agentSettings.AgentProviders, doc.providers, agentSettings.DEFAULT_AGENT_PROVIDERS),
    conversation_budget: settingsOrDefault(
      agentSettings.ConversationBudget,
      doc.conversation_budget,
      agentSettings.DEFAULT_CONVERSATION_BUDGET,
    ),
    shopify_mcp: shop.ShopifyMcp.parse(doc.shopify_mcp ?? {}),
    dynamics: doc.dynamics ? dynamics.StoredDynamics.parse(doc.dynamics) : null,
    revision: doc.revision ?? 0,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

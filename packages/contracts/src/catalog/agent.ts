import { z } from 'zod';
import { UserId } from '../ids.js';
import { AgentId } from './agent-id.js';
import { AgentCategory, AgentModel } from './agent-kinds.js';
import {
  AgentProviders,
  ConversationBudget,
  CustomActions,
  DEFAULT_AGENT_PROVIDERS,
  DEFAULT_CONVERSATION_BUDGET,
  DEFAULT_CUSTOM_ACTIONS,
  DEFAULT_UI_OVERLAY,
  Deployment,
  UiOverlay,
} from './agent-settings.js';
import { DEFAULT_SHOPIFY_MCP, ShopifyMcp } from '../shop/shop-settings.js';
import { StoredDynamics } from '../dynamics/dynamics.js';

export { AgentId };

export { AGENT_CATEGORIES, AgentCategory, AgentModel } from './agent-kinds.js';

/** Raw stored status (spec 002 section 3); the card's label is derived from the whole record. */
export const AgentStatus = z.enum(['pending', 'processing', 'success', 'ready', 'failed', 'error']);
export type AgentStatus = z.infer<typeof AgentStatus>;

/** The last pipeline step that happened, in order. */
export const AgentEventType = z.enum([
  'created',
  'persona_created',
  'image_created',
  'animal_detected',
  'face_marked',
  'video_created',
  'lip_created',
  'model_built',
  'failed',
]);
export type AgentEventType = z.infer<typeof AgentEventType>;

export const GenerationErrorType = z.enum(['persona', 'image', 'video', 'lip_sync', 'model', 'credits', 'configuration']);
export type GenerationErrorType = z.infer<typeof GenerationErrorType>;

export const Gender = z.enum(['feminine', 'masculine']);
export type Gender = z.infer<typeof Gender>;

/** Face box in image pixels (spec 002 section 3). */
export const FaceBox = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
});
export type FaceBox = z.infer<typeof FaceBox>;

/**
 * The generation status record (spec 002 section 3). Media is referenced by storage key;
 * the gateway turns keys into signed URLs for browsers.
 */
export const AgentStatusRecord = z.object({
  status: AgentStatus,
  event_type: AgentEventType.nullable(),
  image_key: z.string().nullable(),
  video_key: z.string().nullable(),
  lip_sync_key: z.string().nullable(),
  model_key: z.string().nullable(),
  is_animal: z.boolean(),
  face_handled: z.boolean(),
  error_type: GenerationErrorType.nullable(),
  error_message: z.string().nullable(),
  model: AgentModel,
});
export type AgentStatusRecord = z.infer<typeof AgentStatusRecord>;

/** The record of an agent that was just created and nothing has happened to yet. */
export function newStatusRecord(model: AgentModel): AgentStatusRecord {
  return {
    status: 'pending',
    event_type: 'created',
    image_key: null,
    video_key: null,
    lip_sync_key: null,
    model_key: null,
    is_animal: false,
    face_handled: false,
    error_type: null,
    error_message: null,
    model,
  };
}

/** What the persona step writes (name, description, system prompt, ...). */
export const AgentPersona = z.object({
  name: z.string().min(1).max(80),
  description: z.string().max(500),
  system_prompt: z.string().max(8000),
  tags: z.array(z.string().max(40)).max(12),
  category: AgentCategory,
  language: z.string().min(2).max(10),
  gender: Gender,
  voice_id: z.string().nullable(),
});
export type AgentPersona = z.infer<typeof AgentPersona>;

export const Agent = z.object({
  id: AgentId,
  ownerId: UserId,
  prompt: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  system_prompt: z.string().nullable(),
  tags: z.array(z.string()),
  category: AgentCategory,
  language: z.string(),
  gender: Gender.nullable(),
  voice_id: z.string().nullable(),
  visibility: z.enum(['public', 'private']),
  model_type: AgentModel,
  poster_key: z.string().nullable(),
  audio_key: z.string().nullable(),
  record: AgentStatusRecord,
  /** Increases with every status change; older updates are ignored. */
  version: z.number().int().nonnegative(),
  /** Total votes, one per user (spec 002 4.4: never drops). Defaults keep older producers valid. */
  votes: z.number().int().nonnegative().default(0),
  /** Anonymous share links: when on, anyone with the owner's link may open the agent (the owner pays). */
  share: z
    .object({ anonymous_enabled: z.boolean(), deployment: Deployment.default('weblink') })
    .default({ anonymous_enabled: false, deployment: 'weblink' }),
  /** What the viewer draws over the agent (spec 001 section 3). */
  ui_overlay: UiOverlay.default(DEFAULT_UI_OVERLAY),
  /** Greetings, auto refresh, keyword triggers and session timeout (spec 001 section 3). */
  custom_actions: CustomActions.default(DEFAULT_CUSTOM_ACTIONS),
  /** Per capability: the platform default or one of the owner's provider keys (spec 001 section 3). */
  providers: AgentProviders.default(DEFAULT_AGENT_PROVIDERS),
  /** The owner's monthly budget for visitors' conversations the owner pays for (owner's business only). */
  conversation_budget: ConversationBudget.default(DEFAULT_CONVERSATION_BUDGET),
  /** The owner's shop integration (spec 003 section 3; owner's business only, the turns read it). */
  shopify_mcp: ShopifyMcp.default(DEFAULT_SHOPIFY_MCP),
  /** The movement videos (spec 003 section 3; issue 27), by storage key; null when none were ever set. */
  dynamics: StoredDynamics.nullable().default(null),
  /**
   * Increases with every change that leaves `version` alone (votes, visibility, category,
   * sharing). Live updates order states by (version, revision): along an agent's history
   * neither ever decreases and one always grows.
   */
  revision: z.number().int().nonnegative().default(0),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type Agent = z.infer<typeof Agent>;

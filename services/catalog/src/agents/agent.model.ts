import {
  AGENT_CATEGORIES,
  AgentEventType,
  AgentModel,
  AgentStatus,
  Gender,
  GenerationErrorType,
  agentSettings,
} from '@avatarium/contracts';
import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export interface AgentRecordDocument {
  status: AgentStatus;
  event_type: AgentEventType | null;
  image_key: string | null;
  video_key: string | null;
  lip_sync_key: string | null;
  model_key: string | null;
  is_animal: boolean;
  face_handled: boolean;
  error_type: GenerationErrorType | null;
  error_message: string | null;
  model: AgentModel;
}

export interface AgentDocument {
  /** The agent code itself: the primary key's unique index is what makes codes unique. */
  _id: string;
  ownerId: string;
  prompt: string;
  name: string | null;
  description: string | null;
  system_prompt: string | null;
  tags: string[];
  category: (typeof AGENT_CATEGORIES)[number];
  language: string;
  gender: Gender | null;
  voice_id: string | null;
  visibility: 'public' | 'private';
  model_type: AgentModel;
  poster_key: string | null;
  audio_key: string | null;
  record: AgentRecordDocument;
  version: number;
  /** Total votes (agent_votes holds who voted). */
  votes: number;
  /** Sum of 2^((voteTime - EPOCH) / HALF_LIFE) over the votes (trending-score.ts). */
  trending_score: number;
  share: { anonymous_enabled: boolean; deployment?: agentSettings.Deployment };
  /** Validated by the contract's schema before every write; read through it too (defaults for older documents). */
  ui_overlay?: unknown;
  custom_actions?: unknown;
  providers?: unknown;
  conversation_budget?: unknown;
  shopify_mcp?: unknown;
  dynamics?: unknown;
  /** The owner's share-link secret; created on first request, never part of the Agent entity. */
  share_token: string | null;
  /** The owner revoked the share link: no token is handed out until sharing is on again. */
  sharing_disabled?: boolean;
  /** Bumped by every change that leaves `version` alone (votes, visibility, category, sharing). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const nullableString = { type: String, default: null };

const recordSchema = new Schema<AgentRecordDocument>(
  {
    status: { type: String, enum: AgentStatus.options, required: true },
    event_type: { type: String, enum: [...AgentEventType.options, null], default: null },
    image_key: nullableString,
    video_key: nullableString,
    lip_sync_key: nullableString,
    model_key: nullableString,
    is_animal: { type: Boolean, default: false },
    face_handled: { type: Boolean, default: false },
    error_type: { type: String, enum: [...GenerationErrorType.options, null], default: null },
    error_message: nullableString,
    model: { type: String, enum: AgentModel.options, required: true },
  },
  { _id: false },
);

const agentSchema = new Schema<AgentDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    prompt: { type: String, required: true },
    name: nullableString,
    description: nullableString,
    system_prompt: nullableString,
    tags: { type: [String], default: [] },
    category: { type: String, enum: AGENT_CATEGORIES, default: 'Uncategorized' },
    language: { type: String, default: 'en' },
    gender: { type: String, enum: [...Gender.options, null], default: null },
    voice_id: nullableString,
    visibility: { type: String, enum: ['public', 'private'], default: 'private' },
    model_type: { type: String, enum: AgentModel.options, required: true },
    poster_key: nullableString,
    audio_key: nullableString,
    record: { type: recordSchema, required: true },
    version: { type: Number, required: true, default: 0 },
    votes: { type: Number, default: 0 },
    trending_score: { type: Number, default: 0 },
    share: {
      type: new Schema(
        {
          anonymous_enabled: { type: Boolean, default: false },
          deployment: { type: String, enum: agentSettings.Deployment.options, default: 'weblink' },
        },
        { _id: false },
      ),
      default: () => ({}),
    },
    ui_overlay: { type: Schema.Types.Mixed, default: undefined },
    custom_actions: { type: Schema.Types.Mixed, default: undefined },
    providers: { type: Schema.Types.Mixed, default: undefined },
    conversation_budget: { type: Schema.Types.Mixed, default: undefined },
    shopify_mcp: { type: Schema.Types.Mixed, default: undefined },
    dynamics: { type: Schema.Types.Mixed, default: undefined },
    share_token: nullableString,
    sharing_disabled: { type: Boolean, default: false },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false, collection: 'agents' },
);
// "My agents", newest first.
agentSchema.index({ ownerId: 1, createdAt: -1 });
// The community gallery (list-community-page.ts): popularity and trending, all categories or one.
agentSchema.index({ visibility: 1, 'record.status': 1, votes: -1, createdAt: -1, _id: -1 });
agentSchema.index({ visibility: 1, 'record.status': 1, trending_score: -1, votes: -1, createdAt: -1, _id: -1 });
agentSchema.index({ visibility: 1, 'record.status': 1, category: 1, votes: -1, createdAt: -1, _id: -1 });
agentSchema.index({ visibility: 1, 'record.status': 1, category: 1, trending_score: -1, votes: -1, createdAt: -1, _id: -1 });

export const agentModel = modelFactory<AgentDocument>('Agent', agentSchema);

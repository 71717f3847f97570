import { agentModelFileName, deriveDisplayStatus, failureText, progressOf, type Agent } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { movementClipsOf } from './bundle-movements.js';

/** The storage key behind each media URL an agent shows: REST and GraphQL read the same ones. */
export const agentMediaKeys = {
  image: (agent: Agent) => agent.record.image_key,
  video: (agent: Agent) => agent.record.video_key,
  lipSync: (agent: Agent) => agent.record.lip_sync_key,
  model: (agent: Agent) => agent.record.model_key,
  poster: (agent: Agent) => agent.poster_key ?? agent.record.image_key,
  audio: (agent: Agent) => agent.audio_key,
} satisfies Record<string, (agent: Agent) => string | null>;

/**
 * What a visitor (anyone but the owner: the community, a share link's widget) may read of an
 * agent's words. The system prompt is the owner's instructions to the model: never. The creation
 * prompt only on a public agent, where the community's Prompt Ideas publish it anyway (spec 000),
 * not on a private one opened through a share link.
 */
export const visitorMayReadPrompt = (agent: Agent) => agent.visibility === 'public';

/**
 * The custom actions as a visitor's viewer runs them: greetings on or off and interruptible,
 * auto refresh, keyword triggers and the session timeout. The greeting's opening instructions
 * are the owner's words to the model (the conversation service reads them itself).
 */
export function visitorCustomActions(actions: Agent['custom_actions']) {
  const { opening_instructions: _ownerOnly, ...greetings } = actions.greetings;
  return { ...actions, greetings };
}

/** A signed, expiring URL for a stored key (saved as `downloadName` when given). */
export async function signedUrl(storage: Storage, key: string | null, downloadName?: string): Promise<string | null> {
  if (!key) return null;
  // A key our own services wrote; if one is ever unusable, the card shows no media rather than failing the list.
  return storage.signedUrl(key, undefined, downloadName ? { downloadName } : {}).catch(() => null);
}

/**
 * The agent bundle's URL: it downloads as '{name}-model.imx' (spec 002 2.11), from local storage or
 * S3 alike. The stored file has no movement clips: while the agent has some, the gateway's
 * model-bundle route adds them as it streams (docs/on-prem-bundle.md).
 */
export function modelUrlOf(storage: Storage, agent: Agent): Promise<string | null> {
  if (agent.record.model_key && movementClipsOf(agent).length > 0) return Promise.resolve(`/api/agents/${agent.id}/model-bundle`);
  return signedUrl(storage, agentMediaKeys.model(agent), agentModelFileName(agent.name));
}

/**
 * GET /api/agents/{id}: the agent under the specs' field names (spec 000 section 3, spec 002
 * section 3). `share` (anonymous access), the providers, the system prompt and the greeting's
 * instructions only for its owner, `viewerId`; a visitor gets what the viewer and the gallery need.
 */
export async function toRestAgent(agent: Agent, storage: Storage, viewerId: string | null = null) {
  const { record } = agent;
  const [imageUrl, videoUrl, lipSyncUrl, posterUrl, audioUrl, modelUrl] = await Promise.all([
    ...[agentMediaKeys.image, agentMediaKeys.video, agentMediaKeys.lipSync, agentMediaKeys.poster, agentMediaKeys.audio].map(
      (keyOf) => signedUrl(storage, keyOf(agent)),
    ),
    modelUrlOf(storage, agent),
  ]);
  const owner = viewerId === agent.ownerId;
  return {
    id: agent.id,
    code: agent.id,
    name: agent.name,
    description: agent.description,
    ...(owner || visitorMayReadPrompt(agent) ? { prompt: agent.prompt } : {}),
    ...(owner ? { system_prompt: agent.system_prompt } : {}),
    tags: agent.tags,
    language: agent.language,
    languages: [agent.language],
    gender: agent.gender,
    voice_id: agent.voice_id,
    visibility: agent.visibility,
    category: agent.category,
    model_type: agent.model_type,
    status: record.status,
    event_type: record.event_type,
    is_animal: record.is_animal,
    face_handled: record.face_handled,
    error_type: record.error_type,
    error_message: record.error_message,
    display_status: deriveDisplayStatus(record),
    progress: progressOf(record),
    failure_text: failureText(record),
    image_url: imageUrl ?? null,
    image_path: record.image_key,
    thumbnail_path: agent.poster_key ?? record.image_key,
    poster: posterUrl ?? null,
    video: videoUrl ?? null,
    video_url: videoUrl ?? null,
    lip_sync_url: lipSyncUrl ?? null,
    model_url: modelUrl ?? null,
    audio_url: audioUrl ?? null,
    audioFile: audioUrl ? { url: audioUrl } : null,
    votes: agent.votes,
    ...(owner
      ? {
          share: { anonymous_enabled: agent.share.anonymous_enabled, deployment: agent.share.deployment },
          // Spec 001 section 3: which of the owner's keys runs each capability (the owner's business only).
          providers: agent.providers,
        }
      : {}),
    ui_overlay: agent.ui_overlay,
    custom_actions: owner ? agent.custom_actions : visitorCustomActions(agent.custom_actions),
    is_owner: owner,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
    created_at: agent.createdAt,
    updated_at: agent.updatedAt,
  };
}

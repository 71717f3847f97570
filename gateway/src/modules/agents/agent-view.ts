import { deriveDisplayStatus, failureText, needsFaceMarking, progressOf, type Agent as AgentEntity } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import type { Agent as GraphqlAgent } from '../../generated/resolvers-types.js';

/** What REST and GraphQL both show of an agent beyond its stored fields: signed media URLs and derived state. */
interface AgentPresentation {
  imageUrl: string | null;
  videoUrl: string | null;
  lipSyncUrl: string | null;
  modelUrl: string | null;
  posterUrl: string | null;
  audioUrl: string | null;
  displayStatus: ReturnType<typeof deriveDisplayStatus>;
  progress: number;
  failureText: string | null;
  needsFaceMarking: boolean;
}

async function signed(storage: Storage, key: string | null): Promise<string | null> {
  if (!key) return null;
  // A key our own services wrote; if one is ever unusable, the card shows no media rather than failing the list.
  return storage.signedUrl(key).catch(() => null);
}

async function present(agent: AgentEntity, storage: Storage): Promise<AgentPresentation> {
  const { record } = agent;
  const [imageUrl, videoUrl, lipSyncUrl, modelUrl, posterUrl, audioUrl] = await Promise.all(
    [
      record.image_key,
      record.video_key,
      record.lip_sync_key,
      record.model_key,
      agent.poster_key ?? record.image_key,
      agent.audio_key,
    ].map((key) => signed(storage, key)),
  );
  return {
    imageUrl: imageUrl ?? null,
    videoUrl: videoUrl ?? null,
    lipSyncUrl: lipSyncUrl ?? null,
    modelUrl: modelUrl ?? null,
    posterUrl: posterUrl ?? null,
    audioUrl: audioUrl ?? null,
    displayStatus: deriveDisplayStatus(record),
    progress: progressOf(record),
    failureText: failureText(record),
    needsFaceMarking: needsFaceMarking(record),
  };
}

/** The GraphQL Agent type. */
export async function toGraphqlAgent(agent: AgentEntity, storage: Storage): Promise<GraphqlAgent> {
  const view = await present(agent, storage);
  return {
    ...view,
    id: agent.id,
    name: agent.name,
    description: agent.description,
    prompt: agent.prompt,
    systemPrompt: agent.system_prompt,
    tags: agent.tags,
    category: agent.category,
    language: agent.language,
    gender: agent.gender,
    voiceId: agent.voice_id,
    visibility: agent.visibility,
    modelType: agent.model_type,
    status: agent.record.status,
    eventType: agent.record.event_type,
    isAnimal: agent.record.is_animal,
    faceHandled: agent.record.face_handled,
    errorType: agent.record.error_type,
    errorMessage: agent.record.error_message,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
  };
}

/** GET /api/agents/{id}: the agent under the specs' field names (spec 000 section 3, spec 002 section 3). */
export async function toRestAgent(agent: AgentEntity, storage: Storage) {
  const view = await present(agent, storage);
  const { record } = agent;
  return {
    id: agent.id,
    code: agent.id,
    name: agent.name,
    description: agent.description,
    prompt: agent.prompt,
    system_prompt: agent.system_prompt,
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
    display_status: view.displayStatus,
    progress: view.progress,
    failure_text: view.failureText,
    image_url: view.imageUrl,
    image_path: record.image_key,
    thumbnail_path: agent.poster_key ?? record.image_key,
    poster: view.posterUrl,
    video: view.videoUrl,
    video_url: view.videoUrl,
    lip_sync_url: view.lipSyncUrl,
    model_url: view.modelUrl,
    audio_url: view.audioUrl,
    audioFile: view.audioUrl ? { url: view.audioUrl } : null,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
    created_at: agent.createdAt,
    updated_at: agent.updatedAt,
  };
}

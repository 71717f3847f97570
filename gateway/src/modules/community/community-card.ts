import { deriveDisplayStatus, failureText, progressOf, type Agent } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { agentMediaKeys, signedUrl } from '../shared/agent-view.js';

/**
 * One agent of GET /api/agents?type=community: what a community card and Prompt Ideas read
 * (spec 000 section 3: id, code, name, prompt, image_url or poster; spec 002 the card's status,
 * votes, category), the same for every visitor. The rest of an agent (settings, voice, bundle,
 * the owner's own fields) is GET /api/agents/{id}'s. `is_owner` is added per viewer.
 */
export async function toCommunityCard(agent: Agent, storage: Storage) {
  const { record } = agent;
  const [imageUrl, posterUrl, videoUrl] = await Promise.all(
    [agentMediaKeys.image, agentMediaKeys.poster, agentMediaKeys.video].map((keyOf) => signedUrl(storage, keyOf(agent))),
  );
  return {
    id: agent.id,
    code: agent.id,
    name: agent.name,
    description: agent.description,
    // Listed agents are public: their creation prompt is the community's (Prompt Ideas).
    prompt: agent.prompt,
    tags: agent.tags,
    category: agent.category,
    visibility: agent.visibility,
    model_type: agent.model_type,
    status: record.status,
    event_type: record.event_type,
    display_status: deriveDisplayStatus(record),
    progress: progressOf(record),
    failure_text: failureText(record),
    image_url: imageUrl ?? null,
    poster: posterUrl ?? null,
    video: videoUrl ?? null,
    video_url: videoUrl ?? null,
    votes: agent.votes,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
    created_at: agent.createdAt,
    updated_at: agent.updatedAt,
  };
}

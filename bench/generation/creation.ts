import { readFile } from 'node:fs/promises';
import { credits } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import { settled, type AgentFeed, type AgentUpdate, type Arrival } from './agent-feed.js';
import { FACE_PHOTO, MILESTONES, UPLOAD_AGENT_ID, type Milestone, type Scenario, type Timeline } from './scenarios.js';

/** A creation that has not settled by then is reported as failed (the first one loads the face model). */
const CREATION_TIMEOUT_MS = 120_000;

export interface Creator {
  url: string;
  bus: Bus;
  userId: string;
  cookie: string;
  feed: AgentFeed;
}

export interface PlatformCreation {
  agentId: string;
  timeline: Timeline;
  /** POST /api/upload-files of the photo, before the submit (not part of the timeline). */
  uploadMs: number | null;
  /** `status/eventType` of each update the browser saw. */
  sequence: string[];
}

/** Which update marks each milestone: the first one passing the test. */
const MILESTONE_UPDATES: Record<Milestone, (update: AgentUpdate) => boolean> = {
  persona: (update) => update.eventType === 'persona_created',
  image: (update) => update.eventType === 'image_created',
  video: (update) => update.eventType === 'video_created',
  talkable: (update) => update.eventType === 'lip_created',
  model: (update) => update.eventType === 'model_built' && update.status !== 'ready',
  ready: (update) => update.status === 'ready' && update.displayStatus === 'success',
};

async function uploadPhoto(creator: Creator): Promise<{ publicUrl: string; ms: number }> {
  const form = new FormData();
  form.append('agentId', UPLOAD_AGENT_ID);
  form.append('file_0', new Blob([await readFile(FACE_PHOTO)], { type: 'image/jpeg' }), 'face.jpg');
  const started = performance.now();
  const response = await fetch(`${creator.url}/api/upload-files`, {
    method: 'POST',
    headers: { cookie: creator.cookie },
    body: form,
  });
  const body = (await response.json()) as { uploads?: Array<{ publicUrl?: string }> };
  const ms = performance.now() - started;
  const publicUrl = body.uploads?.[0]?.publicUrl;
  if (response.status !== 200 || !publicUrl) throw new Error(`upload failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { publicUrl, ms };
}

/**
 * One creation as the browser drives it: (the photo uploaded first,) POST /api/generate-agent,
 * then the open `myAgentUpdates` subscription until the agent is ready. Times run from just
 * before the submit to the reply and to the arrival of each milestone's update.
 */
export async function createOnPlatform(creator: Creator, scenario: Scenario, index: number): Promise<PlatformCreation> {
  // 100 credits per creation: the sign-up's 199 cover the first; top up before each one.
  await creator.bus.request(credits.grantCredits, {
    userId: creator.userId,
    amount: 100,
    idempotencyKey: `bench-generation:${creator.userId}:${index}`,
    reason: 'bench',
  });
  const upload = scenario.withImage ? await uploadPhoto(creator) : null;
  const body = { prompt: scenario.prompt, model: 'essence', ...(upload && { image_url: upload.publicUrl }) };

  const submitted = performance.now();
  const response = await fetch(`${creator.url}/api/generate-agent`, {
    method: 'POST',
    headers: { cookie: creator.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { success?: boolean; agentId?: string; details?: string };
  const replyMs = performance.now() - submitted;
  if (response.status !== 200 || !reply.success || !reply.agentId)
    throw new Error(`${scenario.name}: generate-agent answered HTTP ${response.status} ${JSON.stringify(reply)}`);
  const agentId = reply.agentId;

  const last = await creator.feed.until(agentId, settled, CREATION_TIMEOUT_MS);
  const arrivals = creator.feed.of(agentId);
  const sequence = arrivals.map(({ update }) => `${update.status}/${update.eventType}`);
  if (last.update.status !== 'ready')
    throw new Error(
      `${scenario.name}: agent ${agentId} ended ${last.update.displayStatus}: ${last.update.failureText ?? ''} (saw ${sequence.join(', ')})`,
    );

  const at = {} as Record<Milestone, number>;
  const found = {} as Record<Milestone, Arrival>;
  for (const milestone of MILESTONES) {
    const arrival = arrivals.find(({ update }) => MILESTONE_UPDATES[milestone](update));
    if (!arrival)
      throw new Error(`${scenario.name}: agent ${agentId} showed no ${milestone} update (saw ${sequence.join(', ')})`);
    found[milestone] = arrival;
    at[milestone] = arrival.at - submitted;
  }
  const talkable = found.talkable.update;
  const missing = (['imageUrl', 'videoUrl', 'lipSyncUrl', 'voiceId'] as const).filter((field) => !talkable[field]);
  if (missing.length > 0) throw new Error(`${scenario.name}: the lip_created update of ${agentId} lacks ${missing.join(', ')}`);
  if (!found.ready.update.modelUrl) throw new Error(`${scenario.name}: the ready update of ${agentId} has no modelUrl`);
  return { agentId, timeline: { replyMs, at }, uploadMs: upload?.ms ?? null, sequence };
}

import { z } from 'zod';
import { Agent, AgentId } from '../catalog/agent.js';
import { defineJob, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { StoredDynamics, StoredVideo, VideoId } from './dynamics.js';

export * from './dynamics.js';
export * from './movement-video-limits.js';

/** What the owner's PUT /api/agents/{id}/dynamics does (the gateway checked the videos are the owner's). */
export const DynamicsChange = z.discriminatedUnion('kind', [
  /** The whole block; refused (CONFLICT 'Generation in progress') while a generation runs. */
  z.object({ kind: z.literal('replace'), dynamics: StoredDynamics }),
  /** null: back to no dynamics at all (also ends a generation's hold: its remaining videos are refunded). */
  z.object({ kind: z.literal('reset') }),
  /** {status: 'generating'}: the client's mark before it asks for a generation. */
  z.object({ kind: z.literal('generating') }),
  /** toggleEnabled; enabling needs a video. */
  z.object({ kind: z.literal('enabled'), enabled: z.boolean() }),
]);
export type DynamicsChange = z.infer<typeof DynamicsChange>;

export const setDynamics = defineRequest(
  'catalog.agent.set-dynamics',
  z.object({ agentId: AgentId, ownerId: UserId, change: DynamicsChange }),
  Agent,
);

/** One movement video of a running generation landed (or failed): stored under its id, the rest kept. */
export const recordMovementVideo = defineRequest(
  'catalog.agent.record-movement-video',
  z.object({ agentId: AgentId, videoId: VideoId, video: StoredVideo }),
  Agent,
);

/**
 * A track made later for a stored video (the backfill of clips made before tracks): set only
 * while that id still names the same video; `recorded` false otherwise (the set changed).
 */
export const recordMovementTrack = defineRequest(
  'catalog.agent.record-movement-track',
  z.object({ agentId: AgentId, videoId: VideoId, videoKey: z.string().min(1).max(1024), trackKey: z.string().min(1).max(1024) }),
  z.object({ recorded: z.boolean() }),
);

/** A generation ended: its summary and result, the status cleared. */
export const finishMovements = defineRequest(
  'catalog.agent.finish-movements',
  z.object({
    agentId: AgentId,
    summary: StoredDynamics.shape.summary,
    result: StoredDynamics.shape.result,
  }),
  Agent,
);

/**
 * POST /api/generate-movements: the media service writes the job (charging once) and queues
 * it; it answers at once. The gateway has already claimed the agent (status generating).
 */
export const startMovements = defineRequest(
  'media.movements.start',
  z.object({ agentId: AgentId, ownerId: UserId, imageKey: z.string().min(1).max(1024) }),
  z.object({ jobId: z.string() }),
);

/** "Run (or go on with) this movement job": a message on the movements work queue. */
export const movementJobQueued = defineJob(
  'media.jobs.movements',
  z.object({ jobId: z.string(), reason: z.enum(['start', 'recover']) }),
);

/**
 * An owner's upload the PUT is about to save as a movement video: checked as the probe checks it
 * (the same refusals), then its face tracked (docs/face-rig.md `track`) and the track stored
 * beside it; `trackKey` null when no frame's face could be followed (it plays as a layer).
 */
export const trackMovementVideo = defineRequest(
  'media.movements.track-video',
  z.object({ ownerId: UserId, key: z.string().min(1).max(1024) }),
  z.object({ trackKey: z.string().nullable() }),
);

/**
 * The owner's agent has stored videos without a track (made before tracks existed): the media
 * service tracks them in the background, one agent at a time, and answers at once (`queued`
 * false: already queued, or the queue is full; a later read asks again).
 */
export const backfillMovementTracks = defineRequest(
  'media.movements.backfill-tracks',
  z.object({ agentId: AgentId, ownerId: UserId }),
  z.object({ queued: z.boolean() }),
);

/**
 * An owner's upload about to become a movement video: H.264 in MP4 by its content, within the
 * length, resolution and size limits, and a face in at least one sampled frame. Refuses with
 * BAD_INPUT and the message to show; reads only (nothing is stored or deleted).
 */
export const probeMovementVideo = defineRequest(
  'media.movements.probe-video',
  z.object({ ownerId: UserId, key: z.string().min(1).max(1024) }),
  z.object({
    durationSeconds: z.number().nonnegative(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);

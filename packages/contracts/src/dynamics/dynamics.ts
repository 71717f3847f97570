import { z } from 'zod';

/**
 * The agent's movement videos (spec 003 sections 2.2, 3, 4, 5, 9; issue 27): `dynamics`,
 * stored on the agent. Videos are kept by storage key; the gateway hands browsers fresh
 * signed `video_url`s, so a stored link never expires and no outside URL is ever stored.
 */

/** Spec 003 section 9. */
export const MOVEMENT_GENERATION_CREDITS = 250;
export const DEFAULT_MODEL_USED = 'seedance';
export const DEFAULT_ASPECT_RATIO = '16:9';
/** The most videos one agent keeps (uploads and generated together). */
export const DYNAMICS_VIDEOS_MAX = 24;
export const VIDEO_NAME_MAX_LENGTH = 200;
export const VIDEO_MESSAGE_MAX_LENGTH = 500;

/** Spec 003 section 5 and 8: the refusals' words. */
export const AGENT_NOT_READY = 'Agent not ready: Agent must be in ready state to generate movements';
export const FULL_SIZE_IMAGE_REQUIRED =
  'Full-size image required: Agent needs a full-size image to generate movements. Thumbnail images are not supported.';
export const GENERATION_IN_PROGRESS = 'Generation in progress';
export const ONLY_MP4 = 'Only MP4 videos are allowed';
export const ADD_VIDEO_FIRST = 'Add a movement video before enabling dynamics';

/** 12 letters (spec 003 section 3). */
export const VideoId = z.string().regex(/^[A-Za-z]{12}$/, 'A video id is 12 letters');
export type VideoId = z.infer<typeof VideoId>;

export const DynamicsStatus = z.enum(['generating']);

/** One stored video: its storage key, or a failed generation with its message. */
export const StoredVideo = z.union([
  z.object({
    video_key: z.string().min(1).max(1024),
    name: z.string().max(VIDEO_NAME_MAX_LENGTH).optional(),
    /** Made by the movement generation (not uploaded by the owner). */
    generated: z.boolean().optional(),
    /**
     * The landmarks through the clip (docs/face-rig.md `track`), stored beside it: the player
     * moves the mouth on the moving head. None: the clip plays as a layer over the face.
     */
    track_key: z.string().min(1).max(1024).optional(),
  }),
  z.object({
    status: z.literal('error'),
    message: z.string().max(VIDEO_MESSAGE_MAX_LENGTH),
    name: z.string().max(VIDEO_NAME_MAX_LENGTH).optional(),
  }),
]);
export type StoredVideo = z.infer<typeof StoredVideo>;

export const DynamicsSummary = z.object({
  failed: z.number().int().nonnegative().catch(0),
  /** Seconds of one clip. */
  duration: z.number().nonnegative().catch(0),
  model_used: z.string().max(50).catch(DEFAULT_MODEL_USED),
  successful: z.number().int().nonnegative().catch(0),
  aspect_ratio: z.string().max(10).catch(DEFAULT_ASPECT_RATIO),
  generated_at: z.string().nullable().catch(null),
  /** Percent of the attempts that gave a video, 0 to 100. */
  success_rate: z.number().min(0).max(100).catch(0),
  total_attempts: z.number().int().nonnegative().catch(0),
});
export type DynamicsSummary = z.infer<typeof DynamicsSummary>;

/** The summary of a generation that has not happened yet: the spec's defaults. */
export function emptySummary(): DynamicsSummary {
  return DynamicsSummary.parse({
    failed: 0,
    duration: 0,
    model_used: DEFAULT_MODEL_USED,
    successful: 0,
    aspect_ratio: DEFAULT_ASPECT_RATIO,
    generated_at: null,
    success_rate: 0,
    total_attempts: 0,
  });
}

/** What is stored on the agent; anything that no longer parses reads as the default. */
export const StoredDynamics = z.object({
  status: DynamicsStatus.nullable().catch(null),
  enabled: z.boolean().catch(false),
  batch_results: z.record(VideoId, StoredVideo).catch({}),
  summary: DynamicsSummary.nullable().catch(null),
  /** How the last generation ended: completed, partial or failed (null before any). */
  result: z.enum(['completed', 'partial', 'failed']).nullable().catch(null),
  /** Whether movement clips may also play while the avatar talks (off: idle time only). */
  talking: z.boolean().catch(false),
});
export type StoredDynamics = z.infer<typeof StoredDynamics>;

export const EMPTY_DYNAMICS: StoredDynamics = {
  status: null,
  enabled: false,
  batch_results: {},
  summary: null,
  result: null,
  talking: false,
};

/** A video as a browser sees it: a signed `video_url`, or `status: 'error'` with its message. */
export type VideoView =
  { video_url: string; name?: string; generated?: boolean } | { status: 'error'; message: string; name?: string };

export interface DynamicsView extends Omit<StoredDynamics, 'batch_results' | 'summary'> {
  batch_results: Record<string, VideoView>;
  summary: DynamicsSummary;
}

/** The stored block with every video's key turned into a URL by `sign`, and the summary's defaults. */
export async function dynamicsView(stored: StoredDynamics | null, sign: (key: string) => Promise<string>): Promise<DynamicsView> {
  const dynamics = stored ?? EMPTY_DYNAMICS;
  const entries = await Promise.all(
    Object.entries(dynamics.batch_results).map(async ([id, video]): Promise<[string, VideoView]> => {
      if (!('video_key' in video)) return [id, video];
      // The track is the player's (Agent.movements), not part of the owner's block.
      const { video_key, track_key: _track, ...rest } = video;
      return [id, { ...rest, video_url: await sign(video_key) }];
    }),
  );
  return {
    ...dynamics,
    batch_results: Object.fromEntries(entries),
    summary: dynamics.summary ?? emptySummary(),
    talking: dynamics.talking || everyVideoTracked(dynamics),
  };
}

/**
 * Clips may play while the avatar speaks once every playable video has its track (the
 * generation's do): the player moves the mouth on them. The player decides per clip all the same.
 */
function everyVideoTracked(dynamics: StoredDynamics): boolean {
  const videos = Object.values(dynamics.batch_results).filter((video) => 'video_key' in video);
  return videos.length > 0 && videos.every((video) => 'track_key' in video && Boolean(video.track_key));
}

/** The stored videos without a track (made before tracks existed), as [video id, video key]. */
export function untrackedVideos(dynamics: StoredDynamics | null): Array<[string, string]> {
  return Object.entries(dynamics?.batch_results ?? {}).flatMap(([id, video]): Array<[string, string]> =>
    'video_key' in video && !video.track_key ? [[id, video.video_key]] : [],
  );
}

/** Whether any video (not a failed one) is left. */
export function hasVideos(dynamics: StoredDynamics): boolean {
  return Object.values(dynamics.batch_results).some((video) => 'video_key' in video);
}

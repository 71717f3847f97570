import { dynamics } from '@avatarium/contracts';
import { z } from 'zod';

const Name = z.string().max(dynamics.VIDEO_NAME_MAX_LENGTH).optional();

/** One video as a browser sends it back: its URL (a stored one, or an upload of the caller's), or a failed one. */
export const VideoInput = z.union([
  z.object({ video_url: z.string().trim().min(1).max(4096), name: Name, generated: z.boolean().optional() }),
  z.object({ status: z.literal('error'), message: z.string().max(dynamics.VIDEO_MESSAGE_MAX_LENGTH), name: Name }),
]);
export type VideoInput = z.infer<typeof VideoInput>;

/** The full object of PUT /api/agents/{id}/dynamics; summary and result are the server's and are kept. */
export const DynamicsInput = z.object({
  status: z.literal('generating').nullable().optional(),
  enabled: z.boolean().default(false),
  batch_results: z
    .record(dynamics.VideoId, VideoInput)
    .default({})
    .refine((videos) => Object.keys(videos).length <= dynamics.DYNAMICS_VIDEOS_MAX, {
      message: `At most ${dynamics.DYNAMICS_VIDEOS_MAX} videos`,
    }),
  talking: z.boolean().optional(),
});
export type DynamicsInput = z.infer<typeof DynamicsInput>;

/**
 * PUT /api/agents/{id}/dynamics (spec 003 section 7): {dynamics: full object | {status:
 * 'generating'} | null, toggleEnabled?}. A bare object (no `dynamics` key) is the block itself.
 */
export const PutDynamicsBody = z
  .preprocess(
    (body) =>
      body && typeof body === 'object' && !Array.isArray(body) && 'dynamics' in body ? body : { dynamics: body ?? null },
    z.object({
      dynamics: z.union([z.null(), z.object({ status: z.literal('generating') }).strict(), DynamicsInput]),
      toggleEnabled: z.boolean().optional(),
    }),
  )
  .refine((body) => !body.toggleEnabled || (body.dynamics !== null && 'enabled' in body.dynamics), {
    message: 'toggleEnabled needs dynamics.enabled',
    path: ['dynamics', 'enabled'],
  });
export type PutDynamicsBody = z.infer<typeof PutDynamicsBody>;

/** POST /api/generate-movements {image_url, agent_id}. */
export const GenerateBody = z.object({
  agent_id: z.string().max(100),
  image_url: z.string().max(4096).nullable().optional(),
});

/** POST /api/regenerate-movements {agent_id, async}. */
export const RegenerateBody = z.object({ agent_id: z.string().max(100), async: z.boolean().default(false) });

export const NoBody = z.object({});

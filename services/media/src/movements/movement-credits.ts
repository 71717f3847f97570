import { credits, dynamics, type PayloadOf } from '@avatarium/contracts';
import type { MovementDeps } from './movement-deps.js';
import { MOTIONS } from './movement-motions.js';

/** The pricing page's line (spec 002): "Movement video 250 credits". */
export const MOVEMENT_REASON = 'Movement video';
/** A failed video gives back its share of the charge. */
export const REFUND_PER_VIDEO = Math.floor(dynamics.MOVEMENT_GENERATION_CREDITS / MOTIONS.length);

export const chargeKey = (jobId: string) => `movements:${jobId}`;
export const refundKey = (jobId: string, videoId: string) => `movements:${jobId}:refund:${videoId}`;

/** Once per failed video, whatever the retries (the grant's idempotency key). */
export async function refundVideo(
  deps: Pick<MovementDeps, 'bus'>,
  ownerId: string,
  jobId: string,
  videoId: string,
): Promise<void> {
  await deps.bus.request(credits.grantCredits, {
    userId: ownerId,
    amount: REFUND_PER_VIDEO,
    idempotencyKey: refundKey(jobId, videoId),
    reason: `${MOVEMENT_REASON} refund`,
  });
}

/** Publishes the job message (stream MEDIA_JOBS); the message id makes a retried publish a no-op. */
export async function queueMovementJob(
  deps: Pick<MovementDeps, 'bus'>,
  message: PayloadOf<typeof dynamics.movementJobQueued>,
  messageId: string,
): Promise<void> {
  await deps.bus.publish(dynamics.movementJobQueued, message, { messageId });
}

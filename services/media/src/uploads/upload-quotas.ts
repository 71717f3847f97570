import { UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX, UPLOADS_OPEN_PER_USER_MAX, type PlanType } from '@avatarium/contracts';
import { UploadRefusal } from './upload-refusal.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import { UPLOAD_SESSION_TTL_MS } from './upload-session.js';

const GiB = 1024 ** 3;

/** Bytes of chunked uploads one user may start in 24 hours, by plan (declared sizes, refused ones included). */
export const UPLOAD_DAILY_BYTES_BY_PLAN: Record<PlanType, number> = {
  FREE: 10 * GiB,
  CREATOR: 50 * GiB,
  PRO: 200 * GiB,
  ENTERPRISE: 1_000 * GiB,
};

export interface QuotaDeps {
  sessions: UploadSessionRepository;
  /** The user's plan (credits.balance.get); absent or failing, the Free plan's limit applies. */
  planOf?: (userId: string) => Promise<PlanType>;
}

const gib = (bytes: number) => `${Math.round((bytes / GiB) * 10) / 10} GB`;

/**
 * Reserved before a new upload session is opened, in one conditional update of the user's quota
 * document (so first chunks of many uploads at once cannot all pass): uploads open, their
 * declared bytes, and the bytes declared in the current 24-hour window (refused ones included).
 * Given back when the upload completes, fails or expires. Refused with RATE_LIMITED (429).
 */
export async function reserveUploadQuota(
  deps: QuotaDeps,
  userId: string,
  uploadId: string,
  fileSize: number,
  now: Date,
): Promise<void> {
  const plan = deps.planOf ? await deps.planOf(userId).catch(() => 'FREE' as const) : 'FREE';
  const daily = UPLOAD_DAILY_BYTES_BY_PLAN[plan];
  const refusal = await deps.sessions.quotas.reserve(
    userId,
    uploadId,
    fileSize,
    {
      openUploads: UPLOADS_OPEN_PER_USER_MAX,
      openBytes: UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX,
      dayBytes: daily,
      windowMs: UPLOAD_SESSION_TTL_MS,
    },
    now,
  );
  if (refusal === 'openUploads') {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Too many uploads in progress: at most ${UPLOADS_OPEN_PER_USER_MAX} at a time. Finish one before starting another.`,
    );
  }
  if (refusal === 'openBytes') {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Too much data in uploads in progress: at most ${gib(UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX)} at a time. Finish an upload before starting another.`,
    );
  }
  if (refusal === 'dayBytes') {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Daily upload limit reached: your plan allows ${gib(daily)} of uploads in 24 hours. Please try again later.`,
    );
  }
}

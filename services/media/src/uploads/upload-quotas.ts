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
 * Checked before a new upload session is opened: how many uploads the user has open, their
 * declared bytes, and the bytes started in the last 24 hours (the sessions' own lifetime, so
 * the records the sweeper keeps are exactly the window). Refused with RATE_LIMITED (429).
 * Two first chunks of different uploads at the same instant may both pass: bounded by the
 * user's concurrent requests.
 */
export async function checkUploadQuotas(deps: QuotaDeps, userId: string, fileSize: number, now: Date): Promise<void> {
  const usage = await deps.sessions.usageOf(userId, new Date(now.getTime() - UPLOAD_SESSION_TTL_MS));
  if (usage.openUploads >= UPLOADS_OPEN_PER_USER_MAX) {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Too many uploads in progress: at most ${UPLOADS_OPEN_PER_USER_MAX} at a time. Finish one before starting another.`,
    );
  }
  if (usage.openBytes + fileSize > UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX) {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Too much data in uploads in progress: at most ${gib(UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX)} at a time. Finish an upload before starting another.`,
    );
  }
  const plan = deps.planOf ? await deps.planOf(userId).catch(() => 'FREE' as const) : 'FREE';
  const daily = UPLOAD_DAILY_BYTES_BY_PLAN[plan];
  if (usage.dayBytes + fileSize > daily) {
    throw new UploadRefusal(
      'RATE_LIMITED',
      `Daily upload limit reached: your plan allows ${gib(daily)} of uploads in 24 hours. Please try again later.`,
    );
  }
}

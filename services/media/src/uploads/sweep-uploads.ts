import { UPLOAD_PARTS_FOLDER } from '@avatarium/contracts';
import type { Logger, Storage } from '@avatarium/platform';
import { deleteUploadFiles } from './assemble-upload.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import { UPLOAD_SESSION_TTL_MS } from './upload-session.js';

/**
 * The gateway stores a chunk before its form's fields are read and before it is recorded
 * here, so a part may predate its session by a moment.
 */
const ORPHAN_MARGIN_MS = 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/**
 * Removes upload sessions older than a day with their parts, then any part older than that
 * no session can still own (a gateway that stopped, or could not reach us, between storing a
 * chunk and having it recorded). Every media process may run it: deletes are idempotent.
 */
export async function sweepUploads(
  deps: { storage: Storage; sessions: UploadSessionRepository },
  now = new Date(),
): Promise<{ sessions: number; orphanParts: number }> {
  const cutoff = new Date(now.getTime() - UPLOAD_SESSION_TTL_MS);
  let sessions = 0;
  for (
    let batch = await deps.sessions.findStartedBefore(cutoff);
    batch.length > 0;
    batch = await deps.sessions.findStartedBefore(cutoff)
  ) {
    for (const session of batch) {
      await deleteUploadFiles(deps.storage, session);
      await deps.sessions.quotas.release(session.userId, session.uploadId);
      await deps.sessions.delete(session.uploadId);
      sessions++;
    }
  }
  // Quota reserved for an upload whose session was never written (a process stopped between).
  for (const { userId, uploadId } of await deps.sessions.quotas.reservedBefore(cutoff)) {
    await deps.sessions.quotas.release(userId, uploadId);
  }
  let orphanParts = 0;
  const orphanCutoff = cutoff.getTime() - ORPHAN_MARGIN_MS;
  for await (const object of deps.storage.list(UPLOAD_PARTS_FOLDER)) {
    if (object.modifiedAt.getTime() >= orphanCutoff) continue;
    await deps.storage.delete(object.key).catch(() => undefined);
    orphanParts++;
  }
  return { sessions, orphanParts };
}

/** Hourly until stopped (no TTL indexes on the embedded server); returns the stop. */
export function startUploadSweeper(deps: { storage: Storage; sessions: UploadSessionRepository; logger: Logger }): () => void {
  const timer = setInterval(() => {
    sweepUploads(deps).then(
      (swept) => (swept.sessions || swept.orphanParts) && deps.logger.info('swept abandoned uploads', swept),
      (error: unknown) => deps.logger.warn('upload sweep failed', { error }),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

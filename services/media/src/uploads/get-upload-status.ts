import type { media } from '@avatarium/contracts';
import type { z } from 'zod';
import type { UploadSessionRepository } from './upload-session.repository.js';
import { progressOf } from './upload-session.js';

type StatusRequest = z.output<typeof media.getUploadStatus.request>;
type StatusReply = z.input<typeof media.getUploadStatus.reply>;

/** media.upload.get-status: where an interrupted chunked upload of this owner resumes; null for anyone else's. */
export async function getUploadStatus(deps: { sessions: UploadSessionRepository }, input: StatusRequest): Promise<StatusReply> {
  const session = await deps.sessions.findOwned(input.ownerId, input.uploadId);
  if (!session) return { session: null };
  return {
    session: { status: session.status, progress: progressOf(session), result: session.result, error: session.error },
  };
}

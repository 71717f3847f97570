import { credits, media } from '@avatarium/contracts';
import type { MediaDeps } from '../media-deps.js';
import { registerGpuCalls } from '../providers/gpu/register-gpu-calls.js';
import { getUploadStatus } from './get-upload-status.js';
import { inspectUpload } from './inspect-upload.js';
import { recordChunk } from './record-chunk.js';
import { startUploadSweeper } from './sweep-uploads.js';
import { uploadFailureOf } from './upload-refusal.js';
import { UploadSessionRepository } from './upload-session.repository.js';

/**
 * Answers the upload subjects (inspect, claim-chunk, record-chunk, get-status) as a member of the `media`
 * queue group and sweeps abandoned uploads; returns what to stop. The direct GPU calls are
 * registered from here too, until the service start-up lists them itself.
 */
export async function registerUploads(deps: MediaDeps): Promise<() => Promise<void>> {
  const sessions = new UploadSessionRepository(deps.mongo);
  await sessions.init();
  const uploads = { storage: deps.storage, sessions, logger: deps.logger };
  // The plan sets the daily upload bytes; asked once per new upload, not per chunk.
  const planOf = async (userId: string) => (await deps.bus.request(credits.getBalance, { userId })).plan;
  deps.bus.serve(media.inspectUpload, (input) => inspectUpload(deps, input), 'media');
  // Refusals and storage failures are the reply's data: the gateway answers them with their own status.
  deps.bus.serve(
    media.recordChunk,
    (input) =>
      recordChunk({ ...uploads, planOf }, input).catch((error: unknown) => ({
        outcome: 'failed' as const,
        ...uploadFailureOf(error, deps.logger),
      })),
    'media',
  );
  deps.bus.serve(
    media.claimChunk,
    async ({ ownerId, uploadId, chunkIndex }) => ({ inPlace: await sessions.claimChunk(ownerId, uploadId, chunkIndex) }),
    'media',
  );
  deps.bus.serve(media.getUploadStatus, (input) => getUploadStatus(uploads, input), 'media');
  registerGpuCalls(deps);
  const stopSweeper = startUploadSweeper({ ...uploads, logger: deps.logger });
  // The bus unsubscribes everything when the service closes it.
  return async () => stopSweeper();
}

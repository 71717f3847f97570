import { media } from '@avatarium/contracts';
import type { Logger } from '@avatarium/platform';
import { Router, type Request, type Response } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { requireUser } from '../shared/require-user.js';
import { receiveChunk } from './receive-chunk.js';
import { uploadFailureOf } from '../shared/uploads/upload-failure.js';
import { uploadFiles } from './upload-files.js';
import { completedReply, describeUpload, progressReply } from './upload-replies.js';

const SETUP_STORAGE = {
  success: true,
  instructions: [
    'Local storage (the default) keeps files under DATA_DIR/storage and needs STORAGE_SIGNING_SECRET (16+ characters).',
    'For S3-compatible storage set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, and S3_ENDPOINT for MinIO or other non-AWS servers.',
    'Create the bucket first and keep it private: files are served through signed, expiring URLs.',
    'The access key needs s3:PutObject, s3:GetObject, s3:DeleteObject and s3:ListBucket on the bucket, and the multipart upload actions.',
    'The gateway and the media service must see the same storage (the same bucket, or the same DATA_DIR volume).',
  ],
};

/**
 * The upload endpoints (spec 000 sections 3 and 7). They read multipart bodies as streams,
 * so they are mounted before the JSON body parser. The bytes go straight to storage; the
 * media service checks them and keeps the chunked uploads' sessions.
 */
export function uploadsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const signedInUserId = async (req: Request) => requireUser(await requestContext(deps, req)).user.id;

  router.post('/upload-files', async (req, res) => {
    try {
      const uploads = await uploadFiles(deps, await signedInUserId(req), req);
      res.json({
        success: true,
        uploads: await Promise.all(uploads.map((upload) => describeUpload(deps.storage, upload))),
        message: uploads.length === 1 ? 'File uploaded successfully' : `${uploads.length} files uploaded successfully`,
        error: null,
        code: null,
      });
    } catch (error) {
      fail(res, error, { uploads: [], message: 'Upload failed' });
    }
  });

  router.post('/storage/upload-with-chunks', async (req, res) => {
    try {
      res.json(await receiveChunk(deps, await signedInUserId(req), req));
    } catch (error) {
      fail(res, error, {});
    }
  });

  // Where an interrupted chunked upload resumes: the chunks the server has, and the first one it lacks.
  router.get('/storage/upload-with-chunks/status', async (req, res) => {
    try {
      const userId = await signedInUserId(req);
      const uploadId = typeof req.query.uploadId === 'string' ? req.query.uploadId : '';
      // No upload can have an id outside the pattern a chunk must carry.
      const { session } = media.UploadId.safeParse(uploadId).success
        ? await deps.bus.request(media.getUploadStatus, { ownerId: userId, uploadId })
        : { session: null };
      if (!session) {
        res.status(404).json({ success: false, error: 'Upload not found.', uploadId, receivedChunks: [], nextChunkIndex: 0 });
        return;
      }
      const finished = session.status === 'completed' && session.result;
      res.json({
        success: true,
        status: session.status,
        ...progressReply(session.progress),
        ...(finished ? await completedReply(deps.storage, uploadId, session.result!) : {}),
        ...(session.status === 'failed' && { error: session.error }),
      });
    } catch (error) {
      fail(res, error, {});
    }
  });

  // Named by the spec's RLS_POLICY_ERROR message.
  router.get('/setup-storage', (_req, res) => {
    res.json(SETUP_STORAGE);
  });

  /** `{ success: false, ...extra, error, code }` with the failure's status. */
  function fail(res: Response, error: unknown, extra: Record<string, unknown>): void {
    const failure = uploadFailureOf(error, logger);
    res.status(failure.status).json({ success: false, ...extra, error: failure.message, code: failure.code });
  }

  return router;
}

import type { Logger } from '@avatarium/platform';
import { Router, type Request, type Response } from 'express';
import type { GatewayDeps } from '../../context.js';
import { resolveSession } from '../../http/resolve-session.js';
import { receiveChunk } from './receive-chunk.js';
import { startUploadSweeper } from './sweep-uploads.js';
import { uploadFailureOf } from './upload-failure.js';
import { uploadFiles } from './upload-files.js';
import { completedReply, describeUpload, progressReply } from './upload-replies.js';
import { UploadSessionRepository } from './upload-session.repository.js';

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
 * so they are mounted before the JSON body parser.
 */
export function uploadsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const sessions = new UploadSessionRepository(deps.mongo);
  void sessions.init().catch((error: unknown) => logger.warn('upload session indexes not ready', { error }));
  const chunkDeps = { storage: deps.storage, bus: deps.bus, sessions };
  startUploadSweeper({ ...chunkDeps, logger }, (stop) => deps.mongo.once('close', stop));

  router.post('/upload-files', async (req, res) => {
    const userId = await signedInUserId(req);
    if (!userId) return unauthorized(res, { uploads: [], message: 'Upload failed' });
    try {
      const uploads = await uploadFiles(deps, userId, req);
      res.json({
        success: true,
        uploads: await Promise.all(uploads.map((upload) => describeUpload(deps.storage, upload))),
        message: uploads.length === 1 ? 'File uploaded successfully' : `${uploads.length} files uploaded successfully`,
        error: null,
        code: null,
      });
    } catch (error) {
      const failure = uploadFailureOf(error, logger);
      res
        .status(failure.status)
        .json({ success: false, uploads: [], message: 'Upload failed', error: failure.message, code: failure.code });
    }
  });

  router.post('/storage/upload-with-chunks', async (req, res) => {
    const userId = await signedInUserId(req);
    if (!userId) return unauthorized(res, {});
    try {
      res.json(await receiveChunk(chunkDeps, userId, req));
    } catch (error) {
      const failure = uploadFailureOf(error, logger);
      res.status(failure.status).json({ success: false, error: failure.message, code: failure.code });
    }
  });

  // Where an interrupted chunked upload resumes: the chunks the server has, and the first one it lacks.
  router.get('/storage/upload-with-chunks/status', async (req, res) => {
    const userId = await signedInUserId(req);
    if (!userId) return unauthorized(res, {});
    const uploadId = typeof req.query.uploadId === 'string' ? req.query.uploadId : '';
    try {
      const session = uploadId ? await sessions.findOwned(userId, uploadId) : null;
      if (!session) {
        res.status(404).json({ success: false, error: 'Upload not found.', uploadId, receivedChunks: [], nextChunkIndex: 0 });
        return;
      }
      const finished = session.status === 'completed' && session.result;
      res.json({
        success: true,
        status: session.status,
        ...progressReply(session),
        ...(finished ? await completedReply(deps.storage, uploadId, session.result!) : {}),
        ...(session.status === 'failed' && { error: session.error }),
      });
    } catch (error) {
      const failure = uploadFailureOf(error, logger);
      res.status(failure.status).json({ success: false, error: failure.message, code: failure.code });
    }
  });

  // Named by the spec's RLS_POLICY_ERROR message.
  router.get('/setup-storage', (_req, res) => {
    res.json(SETUP_STORAGE);
  });

  async function signedInUserId(req: Request): Promise<string | null> {
    return (await resolveSession(deps, req.headers.cookie)).user?.id ?? null;
  }

  return router;
}

function unauthorized(res: Response, extra: Record<string, unknown>): void {
  res.status(401).json({ success: false, ...extra, error: 'Unauthorized', code: 'UNAUTHENTICATED' });
}

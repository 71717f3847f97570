import type { RouteDoc } from '../route-doc.js';
import { z } from 'zod';

export const uploadsRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/upload-files',
    summary:
      'Upload an agent’s image, video or audio (multipart form: agentId, purpose?, files; purpose movement-video also probes it as a movement video)',
    auth: 'signed-in',
    upload: 'multipart',
  },
  {
    method: 'post',
    path: '/storage/upload-with-chunks',
    summary:
      'Upload one chunk of a large file (multipart form: uploadId, chunkIndex, totalChunks, fileName, fileSize, purpose?, chunk)',
    auth: 'signed-in',
    upload: 'multipart',
  },
  {
    method: 'get',
    path: '/storage/upload-with-chunks/status',
    summary: 'Which chunks of an upload arrived, and the file once complete',
    auth: 'signed-in',
    query: z.object({ uploadId: z.string() }),
  },
  { method: 'get', path: '/setup-storage', summary: 'Whether file storage is ready', auth: 'public' },
];

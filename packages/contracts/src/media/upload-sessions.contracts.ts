import { z } from 'zod';
import { AgentId } from '../catalog/agent.js';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { MediaKind } from './media-kind.js';
import { UploadFailureCode } from './upload-failures.js';

// Chunked uploads (spec 000 section 7): the gateway streams each chunk into storage as its
// own part, then the media service records it, keeps the session and assembles the file.

/** The browser's id of one chunked upload. */
export const UploadId = z.string().regex(/^[\w.:-]{1,128}$/, 'Invalid uploadId');

/** What an accepted upload became, as the upload replies describe it (before URLs are signed). */
export const CompletedUpload = z.object({
  originalName: z.string(),
  storagePath: z.string().min(1),
  type: z.string(),
  kind: MediaKind,
  size: z.number().int().nonnegative(),
  durationSeconds: z.number().nonnegative().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type CompletedUpload = z.infer<typeof CompletedUpload>;

/** The accepted upload as the replies describe it, from where it is stored and what inspection measured. */
export function completedUpload(
  originalName: string,
  storagePath: string,
  measured: { kind: MediaKind; contentType: string; size: number; durationSeconds?: number; width?: number; height?: number },
): CompletedUpload {
  return {
    originalName,
    storagePath,
    type: measured.contentType,
    kind: measured.kind,
    size: measured.size,
    ...(measured.durationSeconds !== undefined && { durationSeconds: measured.durationSeconds }),
    ...(measured.width !== undefined && { width: measured.width, height: measured.height }),
  };
}

/** Where an unfinished upload stands: the chunks stored, and the one to send next (null once finished). */
export const UploadProgress = z.object({
  uploadId: UploadId,
  receivedChunks: z.array(z.number().int().nonnegative()),
  nextChunkIndex: z.number().int().nonnegative().nullable(),
  totalChunks: z.number().int().positive(),
});
export type UploadProgress = z.infer<typeof UploadProgress>;

export const UploadSessionStatus = z.enum(['receiving', 'assembling', 'completed', 'failed']);
export type UploadSessionStatus = z.infer<typeof UploadSessionStatus>;

/** An upload refused or failed: the `code` field and the user-facing text of the reply. */
export const UploadFailureReply = z.object({ outcome: z.literal('failed'), code: UploadFailureCode, message: z.string() });

/** At most 3 bytes, as hex. */
const EdgeBytes = z.string().regex(/^(?:[0-9a-f]{2}){0,3}$/, 'Invalid edge bytes');

/**
 * Whether a chunk can be part of a text file (a CSV), judged by the gateway as it streamed
 * past (TextScan in the platform): `clean` (no NUL, valid UTF-8 between its edges), and its
 * first and last bytes that may belong to characters split with the chunks either side. The
 * media service judges the whole file from these, so it never reads it back.
 */
export const ChunkTextScan = z.object({ clean: z.boolean(), head: EdgeBytes, tail: EdgeBytes });
export type ChunkTextScan = z.infer<typeof ChunkTextScan>;

/**
 * One chunk, already stored by the gateway under `upload-parts/<owner>/`. The media service
 * records it (or deletes it when it is refused) and assembles the file once every chunk is in.
 */
export const recordChunk = defineRequest(
  'media.upload.record-chunk',
  z.object({
    ownerId: UserId,
    uploadId: UploadId,
    agentId: AgentId,
    fileName: z.string().min(1).max(300),
    fileSize: z.number().int().positive(),
    totalChunks: z.number().int().positive(),
    chunkIndex: z.number().int().nonnegative(),
    /** `offset`: the chunk was written in place into the upload's data file (uploadDataKey) at this byte. */
    part: z.object({
      key: z.string().min(1),
      size: z.number().int().positive(),
      offset: z.number().int().nonnegative().optional(),
      text: ChunkTextScan.optional(),
    }),
    /**
     * Also claim chunk `chunkIndex + 1` for writing in place (as claimChunk would), for the
     * caller that wrote this one in place: the browser sends the next chunk right after.
     */
    claimNext: z.boolean().optional(),
  }),
  z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('receiving'),
      chunkIndex: z.number().int().nonnegative(),
      progress: UploadProgress,
      /** claimNext was granted: the caller, and only it, may write chunk `chunkIndex + 1` in place without asking. */
      nextClaimed: z.boolean().optional(),
    }),
    z.object({ outcome: z.literal('completed'), uploadId: UploadId, upload: CompletedUpload }),
    UploadFailureReply,
  ]),
);

/**
 * Asked by the gateway before it writes a chunk in place into the upload's data file: true when
 * this request may write there (no copy of this chunk index was written in place or recorded
 * yet). A chunk sent again is stored as a part of its own instead, so the first copy's bytes stay.
 */
export const claimChunk = defineRequest(
  'media.upload.claim-chunk',
  z.object({ ownerId: UserId, uploadId: UploadId, chunkIndex: z.number().int().nonnegative() }),
  z.object({ inPlace: z.boolean() }),
);

/** Where the owner's upload stands, for resuming it; null when there is none of theirs. */
export const getUploadStatus = defineRequest(
  'media.upload.get-status',
  z.object({ ownerId: UserId, uploadId: UploadId }),
  z.object({
    session: z
      .object({
        status: UploadSessionStatus,
        progress: UploadProgress,
        result: CompletedUpload.nullable(),
        error: z.string().nullable(),
      })
      .nullable(),
  }),
);

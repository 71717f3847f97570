import type { media } from '@avatarium/contracts';

export type UploadSessionStatus = media.UploadSessionStatus;
export type CompletedUpload = media.CompletedUpload;

/**
 * One stored chunk, never under `uploads/`: its own object under `upload-parts/`, or, with
 * `offset`, bytes written in place into the upload's data file (uploadDataKey) at that offset.
 */
export interface UploadPart {
  index: number;
  key: string;
  size: number;
  offset?: number;
  /** Its bytes judged as text by the gateway as they streamed past (absent: recorded before it did). */
  text?: media.ChunkTextScan;
}

/**
 * S3: the upload's file written as a multipart object under its final key while the chunks
 * come. Each group of consecutive chunks (at least 5 MiB, but the last) becomes part
 * `partNumber`; `etags` holds the parts sent so far, by part number.
 */
export interface MultipartState {
  key: string;
  id: string;
  contentType: string;
  groups: PartGroup[];
  etags: Record<string, string>;
}

/** Chunks `first` to `last` (inclusive), `size` bytes, as S3 part `partNumber`. */
export interface PartGroup {
  partNumber: number;
  first: number;
  last: number;
  size: number;
}

/** What the stored session (keyed by `_id`) and the entity (keyed by `uploadId`) both hold. */
export interface UploadSessionFields {
  userId: string;
  agentId: string;
  fileName: string;
  fileSize: number;
  totalChunks: number;
  parts: UploadPart[];
  /** Chunk indexes a gateway was allowed to write in place (one writer each), recorded or not: a copy sent again goes to a part. */
  claimed?: number[];
  receivedBytes: number;
  status: UploadSessionStatus;
  result: CompletedUpload | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A chunked upload in progress (or just finished), keyed by the browser's uploadId. */
export interface UploadSession extends UploadSessionFields {
  uploadId: string;
  /** Set just before the assembled file is published under it, so a retry after a crash finds it. */
  assembledKey: string | null;
  multipart: MultipartState | null;
}

/** The declared shape of the file, fixed by the first chunk; every later chunk must agree. */
export type UploadDeclaration = Pick<UploadSession, 'uploadId' | 'userId' | 'agentId' | 'fileName' | 'fileSize' | 'totalChunks'>;

export function receivedIndexes(session: Pick<UploadSession, 'parts'>): number[] {
  return session.parts.map((part) => part.index).sort((a, b) => a - b);
}

/** The progress part of the chunk replies and of the resume status. */
export function progressOf(session: UploadSession): media.UploadProgress {
  return {
    uploadId: session.uploadId,
    receivedChunks: receivedIndexes(session),
    nextChunkIndex: nextChunkIndex(session),
    totalChunks: session.totalChunks,
  };
}

/**
 * Where an interrupted upload resumes: the first index not stored yet. With every chunk in
 * but no file yet (its assembly failed for a passing reason), the last chunk: sending it again
 * retries the assembly. Null once finished.
 */
export function nextChunkIndex(session: Pick<UploadSession, 'parts' | 'totalChunks' | 'status'>): number | null {
  if (session.status === 'completed' || session.status === 'failed') return null;
  const have = new Set(session.parts.map((part) => part.index));
  for (let index = 0; index < session.totalChunks; index++) if (!have.has(index)) return index;
  return session.totalChunks - 1;
}

/** An upload must finish within a day of its first chunk; the sweeper removes older sessions and parts. */
export const UPLOAD_SESSION_TTL_MS = 24 * 3600_000;

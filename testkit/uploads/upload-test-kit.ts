import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestClient } from '../http-client.js';

// Helpers for the upload tests: media made with ffmpeg, and requests shaped like the browser's.

export const AGENT_ID = 'A12BCD3456';

/** Runs ffmpeg into a temporary file of the given extension and returns the bytes. */
export function makeMedia(ext: string, args: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-media-'));
  try {
    const file = path.join(dir, `out.${ext}`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args, file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const smallPng = () => makeMedia('png', ['-f', 'lavfi', '-i', 'testsrc=size=160x120', '-frames:v', '1']);
export const shortMp4 = () => makeMedia('mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10']);

/** A valid MP4 grown to `size` bytes with a trailing `free` box (players skip it). */
export function paddedMp4(size: number): Buffer {
  const video = shortMp4();
  const box = Buffer.alloc(size - video.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([video, box]);
}

/** POST /api/upload-files as the create screen sends it: agentId first, then file_0..file_n. */
export function sendFiles(client: TestClient, files: Array<{ name: string; bytes: Buffer; type?: string }>, agentId = AGENT_ID) {
  const form = new FormData();
  form.append('agentId', agentId);
  files.forEach((file, index) => form.append(`file_${index}`, new Blob([file.bytes], { type: file.type ?? '' }), file.name));
  return client.request('POST', '/api/upload-files', { body: form });
}

export interface ChunkUpload {
  uploadId: string;
  fileName: string;
  fileSize: number;
  totalChunks: number;
  agentId?: string;
}

/** The spec's text fields of one chunk, appended to the form in the spec's order. */
function appendChunkFields(form: FormData, upload: ChunkUpload, chunkIndex: number): void {
  form.append('chunkIndex', String(chunkIndex));
  form.append('totalChunks', String(upload.totalChunks));
  form.append('uploadId', upload.uploadId);
  form.append('fileName', upload.fileName);
  form.append('fileSize', String(upload.fileSize));
  form.append('bucketName', 'uploads');
  form.append('agentId', upload.agentId ?? AGENT_ID);
}

/** One POST /api/storage/upload-with-chunks, the chunk first as the spec lists the fields. */
export function sendChunk(client: TestClient, upload: ChunkUpload, chunkIndex: number, bytes: Buffer) {
  const form = new FormData();
  form.append('chunk', new Blob([bytes]), upload.fileName);
  appendChunkFields(form, upload, chunkIndex);
  return client.request('POST', '/api/storage/upload-with-chunks', { body: form });
}

/**
 * One POST /api/storage/upload-with-chunks as our browser sends it: the spec's fields and the
 * chunk's offset first, then the chunk, so the server writes it in place.
 */
export function sendChunkInPlace(
  client: TestClient,
  upload: ChunkUpload,
  chunkIndex: number,
  bytes: Buffer,
  chunkOffset: number,
  after: Record<string, string> = {},
) {
  const form = new FormData();
  appendChunkFields(form, upload, chunkIndex);
  form.append('chunkOffset', String(chunkOffset));
  form.append('chunk', new Blob([bytes]), upload.fileName);
  for (const [name, value] of Object.entries(after)) form.append(name, value);
  return client.request('POST', '/api/storage/upload-with-chunks', { body: form });
}

/** The chunks the browser would cut the file into. */
export function chunksOf(bytes: Buffer, chunkSize: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize) chunks.push(bytes.subarray(offset, offset + chunkSize));
  return chunks;
}

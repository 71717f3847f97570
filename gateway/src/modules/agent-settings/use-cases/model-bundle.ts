import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { agentModelFileName } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { GatewayDeps } from '../../../http/context.js';
import { getViewerAgent } from '../../shared/get-viewer-agent.js';
import {
  manifestWithMovements,
  MOVEMENTS_FOLDER,
  movementClipsOf,
  movementPath,
  movementTrackPath,
  type SizedMovementClip,
} from '../../shared/bundle-movements.js';
import { MODEL_NOT_AVAILABLE } from './on-prem-bundle.js';
import { centralDirectory, entryContent, readCentralDirectory, shifted } from './zip-append.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage'>;
type SizedClip = SizedMovementClip;

export interface ModelBundle {
  fileName: string;
  /** Known only when the stored file goes out as it is. */
  size: number | null;
  /** Writes the `.imx` into `out` (does not end it on failure: the caller closes the answer). */
  write(out: Writable): Promise<void>;
}

/** Waits while the answer's buffer is full, so a slow download never piles the bundle up in memory. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  if (out.destroyed) throw new Error('the download was closed');
}

/** How much of the stored file's start (its manifest) and end (its central directory) is kept in memory. */
const KEPT_BYTES = 256 * 1024;

/**
 * The stored `.imx` goes out byte for byte up to its central directory (nothing is inflated or
 * re-packed); then a manifest.json naming the clips and the clips themselves (stored as they
 * are, streamed from storage), then a central directory listing the stored entries, the new
 * manifest instead of the old one (whose bytes stay, unreferenced) and the clips. Memory holds
 * the file's first and last KEPT_BYTES and one chunk, never the file.
 */
async function writeAssembled(storage: Storage, modelKey: string, size: number, clips: SizedClip[], out: Writable) {
  const tailStart = Math.max(0, size - KEPT_BYTES);
  const head: Buffer[] = [];
  const tail: Buffer[] = [];
  let position = 0;
  for await (const raw of (await storage.get(modelKey)).body) {
    const chunk = raw as Buffer;
    if (position < KEPT_BYTES) head.push(chunk.subarray(0, KEPT_BYTES - position));
    const passed = Math.min(Math.max(tailStart - position, 0), chunk.length);
    if (passed > 0) out.write(chunk.subarray(0, passed));
    if (passed < chunk.length) tail.push(chunk.subarray(passed));
    position += chunk.length;
    await drained(out);
  }
  const tailBytes = Buffer.concat(tail);
  const stored = readCentralDirectory(tailBytes, tailStart);
  out.write(tailBytes.subarray(0, stored.offset - tailStart));
  const manifestRecord = stored.records.find((record) => record.name === 'manifest.json');
  const manifest = manifestRecord ? entryContent(Buffer.concat(head), manifestRecord) : null;
  if (!manifest) throw new Error('the stored bundle has no readable manifest.json');

  let failure: Error | null = null;
  let ending = false;
  let addedBytes = 0;
  const directory: Buffer[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else if (ending) directory.push(Buffer.from(chunk));
    else {
      addedBytes += chunk.length;
      out.write(chunk);
    }
  });
  const manifestEntry = new ZipDeflate('manifest.json', { level: 6 });
  zip.add(manifestEntry);
  manifestEntry.push(manifestWithMovements(manifest, clips), true);
  for (const clip of clips) {
    // Video is compressed already: stored as it is.
    const entry = new ZipPassThrough(movementPath(clip));
    zip.add(entry);
    for await (const chunk of (await storage.get(clip.key)).body) {
      entry.push(chunk as Buffer);
      await drained(out);
    }
    entry.push(new Uint8Array(0), true);
    if (clip.trackKey && clip.trackSize !== null && clip.trackSize !== undefined) {
      // The clip's track: small JSON, deflated.
      const track = new ZipDeflate(movementTrackPath(clip), { level: 6 });
      zip.add(track);
      for await (const chunk of (await storage.get(clip.trackKey)).body) track.push(chunk as Buffer);
      track.push(new Uint8Array(0), true);
    }
  }
  // Everything the zip writes from here on is its directory of the added entries.
  ending = true;
  zip.end();
  if (failure) throw failure;
  const added = readCentralDirectory(Buffer.concat(directory), addedBytes);
  const kept = stored.records.filter(
    (record) => record.name !== 'manifest.json' && !record.name.startsWith(`${MOVEMENTS_FOLDER}/`),
  );
  const records = [...kept, ...added.records.map((record) => shifted(record, stored.offset))];
  out.write(centralDirectory(records, stored.offset + added.offset));
}

/**
 * GET /api/agents/{id}/model-bundle: the agent's `.imx` as it is now. Who may download it is who
 * reads the agent (GET /api/agents/{id}: the owner, or anyone for a public agent), the same
 * people who get its `model_url`. With dynamics enabled it carries the movement clips stored now
 * (`movements/<id>.mp4`, manifest `movements.files`, as in the On-Premises zip), assembled while
 * it streams; otherwise it is the stored file.
 */
export async function modelBundle(deps: Deps, viewerId: string | null, agentId: string): Promise<ModelBundle> {
  // No share token: the owner's agent or a public one, as GET /api/agents/{id} reads it.
  const { agent } = await getViewerAgent(deps, viewerId, { id: agentId, share: null });
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  const modelKey = agent.record.model_key;
  const stored = modelKey ? await deps.storage.stat(modelKey) : null;
  if (!modelKey || !stored) throw new AppError('CONFLICT', MODEL_NOT_AVAILABLE);
  // A clip whose file is gone is left out, as the On-Premises zip does.
  const sized = await Promise.all(
    movementClipsOf(agent).map(async (clip) => ({
      ...clip,
      size: (await deps.storage.stat(clip.key))?.size ?? -1,
      trackSize: clip.trackKey ? ((await deps.storage.stat(clip.trackKey))?.size ?? null) : null,
    })),
  );
  const clips = sized.filter((clip) => clip.size >= 0);
  const fileName = agentModelFileName(agent.name);
  if (clips.length === 0) {
    return {
      fileName,
      size: stored.size,
      write: async (out) => {
        const body: Readable = (await deps.storage.get(modelKey)).body;
        for await (const chunk of body) {
          out.write(chunk);
          await drained(out);
        }
      },
    };
  }
  return { fileName, size: null, write: (out) => writeAssembled(deps.storage, modelKey, stored.size, clips, out) };
}

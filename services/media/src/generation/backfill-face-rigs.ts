import { setTimeout as sleep } from 'node:timers/promises';
import { startDelayed, type Storage } from '@avatarium/platform';
import { unzipSync } from 'fflate';
import { writeBundle, type BundleEntry } from '../media-tools/agent-bundle.js';
import { readObject } from '../media-tools/storage-io.js';
import type { GenerationDeps } from './generation-deps.js';
import type { GenerationJob } from './jobs/generation-job.js';
import { FACE_RIG_FILE, rigDepsOf, storeFaceRig } from './steps/rig-step.js';

const LEASE_MS = 5 * 60_000;
const MAX_FAILURES = 3;
/** Bundles larger than this keep their rig beside them only (the clone path and the gateway find it there). */
const MAX_BUNDLE_BYTES = 256 * 1024 * 1024;

/**
 * Adds `face-rig.json` to an existing agent bundle: the file, and `speech.rig` plus the asset
 * entry in its manifest. Nothing happens when the bundle already has it.
 */
export async function addRigToBundle(storage: Storage, modelKey: string, rigKey: string): Promise<boolean> {
  const stat = await storage.stat(modelKey);
  if (!stat || stat.size > MAX_BUNDLE_BYTES) return false;
  const files = unzipSync(new Uint8Array(await readObject(storage, modelKey, MAX_BUNDLE_BYTES)));
  const manifestBytes = files['manifest.json'];
  if (!manifestBytes || files[FACE_RIG_FILE]) return false;
  const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as {
    speech?: Record<string, unknown>;
    assets?: Array<{ path: string; contentType: string; size: number }>;
  };
  const rig = await readObject(storage, rigKey);
  manifest.speech = { ...manifest.speech, rig: FACE_RIG_FILE };
  manifest.assets = [...(manifest.assets ?? []), { path: FACE_RIG_FILE, contentType: 'application/json', size: rig.length }];
  const entries: BundleEntry[] = [
    { path: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)), compress: true },
    ...Object.entries(files)
      .filter(([path]) => path !== 'manifest.json')
      .map(([path, bytes]) => ({ path, bytes: Buffer.from(bytes), compress: path.endsWith('.json') })),
    { path: FACE_RIG_FILE, bytes: rig, compress: true },
  ];
  await writeBundle(storage, modelKey, entries);
  return true;
}

/** Gives one claimed job its rig: stored, added to the bundle, and recorded on the job (which marks it done). */
async function backfillOne(deps: GenerationDeps, job: GenerationJob, signal: AbortSignal): Promise<void> {
  const started = Date.now();
  // A generated portrait from before rigs gets its landmarks from its own drawing (its seed).
  const rigKey = await storeFaceRig(rigDepsOf(deps), job, signal, true);
  const bundled = rigKey && job.steps.model ? await addRigToBundle(deps.storage, job.steps.model.modelKey, rigKey) : false;
  const saved = await deps.jobs.saveBackfilledRig(job.agentId, rigKey);
  deps.logger.info('face rig backfilled', { agentId: job.agentId, rigKey, bundled, saved, ms: Date.now() - started });
}

/**
 * Works through every finished job without a rig, one at a time, until none is left (or
 * `signal` stops it). Each job is claimed in MongoDB first (several media instances share the
 * work) and marked done on its record, so a restart picks up where it stopped. Returns how many
 * jobs it looked at.
 */
export async function backfillFaceRigs(deps: GenerationDeps, signal: AbortSignal, pauseMs = 0): Promise<number> {
  let count = 0;
  while (!signal.aborted) {
    // A breath between agents: creations share the CPU and the detector with the backfill.
    if (count > 0 && pauseMs > 0) await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) break;
    const job = await deps.jobs.claimRigBackfill(LEASE_MS, MAX_FAILURES);
    if (!job) break;
    count++;
    try {
      await backfillOne(deps, job, signal);
    } catch (error) {
      await deps.jobs.failRigBackfill(job.agentId).catch(() => undefined);
      if (signal.aborted) break;
      deps.logger.warn('face rig backfill failed for an agent; it is tried again on a later start', {
        agentId: job.agentId,
        error,
      });
    }
  }
  return count;
}

/** Starts the one-time backfill in the background (never delaying start-up); returns what stops it. */
export function startFaceRigBackfill(deps: GenerationDeps, delayMs = 10_000): () => Promise<void> {
  return startDelayed(delayMs, (signal) =>
    backfillFaceRigs(deps, signal, 1000)
      .then((count) => {
        if (count > 0) deps.logger.info('face rig backfill finished', { jobs: count });
      })
      .catch((error: unknown) => deps.logger.warn('face rig backfill stopped', { error })),
  );
}

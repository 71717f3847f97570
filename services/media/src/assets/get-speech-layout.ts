import { mediaSpeech, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import type { Logger, Storage } from '@avatarium/platform';
import { unzipSync } from 'fflate';
import type { GenerationJobRepository } from '../generation/jobs/generation-job.repository.js';
import { FACE_RIG_FILE } from '../generation/steps/rig-step.js';
import { agentFileKey, readObject } from '../media-tools/storage-io.js';

export interface SpeechLayoutDeps {
  storage: Storage;
  jobs: Pick<GenerationJobRepository, 'findByAgent'>;
  logger: Logger;
}

type Layout = NonNullable<ReplyOf<typeof mediaSpeech.getSpeechLayout>['layout']>;

/** A clone has no job of its own, but its copied bundle's manifest.json carries the same layout. */
async function layoutFromBundle(deps: SpeechLayoutDeps, agentId: string): Promise<Layout | null> {
  const bundleKey = agentFileKey(agentId, 'model.imx');
  if (!(await deps.storage.stat(bundleKey))) return null;
  const files = unzipSync(await readObject(deps.storage, bundleKey), { filter: (file) => file.name === 'manifest.json' });
  const manifest = files['manifest.json'];
  if (!manifest) return null;
  const speech = (JSON.parse(Buffer.from(manifest).toString('utf8')) as { speech?: Record<string, unknown> }).speech;
  // The rig named in the manifest, or one the face-rig backfill stored beside an older bundle (copied with the clone).
  const rigFile = typeof speech?.rig === 'string' ? speech.rig : FACE_RIG_FILE;
  const rigKey = (await deps.storage.stat(agentFileKey(agentId, rigFile))) ? agentFileKey(agentId, rigFile) : null;
  const parsed = mediaSpeech.SpeechLayout.safeParse({
    ...speech,
    spriteKey: agentFileKey(agentId, String(speech?.file)),
    rigKey,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * What the avatar player needs to animate an agent's speech: the layout the lip step wrote
 * (the agent's generation job), or the one in its bundle for a clone. Null until the lip
 * step ran. The caller (gateway) has already checked the agent is visible to the viewer.
 */
export async function getSpeechLayout(
  deps: SpeechLayoutDeps,
  input: RequestOf<typeof mediaSpeech.getSpeechLayout>,
): Promise<ReplyOf<typeof mediaSpeech.getSpeechLayout>> {
  const lip = (await deps.jobs.findByAgent(input.agentId))?.steps.lip;
  if (lip)
    return { layout: mediaSpeech.SpeechLayout.parse({ spriteKey: lip.lipSyncKey, rigKey: lip.rigKey ?? null, ...lip.layout }) };
  try {
    return { layout: await layoutFromBundle(deps, input.agentId) };
  } catch (error) {
    deps.logger.warn('speech layout unreadable from the bundle', { agentId: input.agentId, error });
    return { layout: null };
  }
}

import { mediaAssets, mediaSpeech } from '@avatarium/contracts';
import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { GenerationJobRepository } from '../generation/jobs/generation-job.repository.js';
import { copyAssets } from './copy-assets.js';
import { deleteAssets } from './delete-assets.js';
import { getSpeechLayout } from './get-speech-layout.js';

const QUEUE = 'media';

/**
 * Answers media.assets.copy and media.assets.delete (clone and delete of agents) and
 * media.agent.speech-layout (the avatar player's speech sprite) in the `media` queue group.
 */
export async function registerAssets(deps: { mongo: Connection; bus: Bus; storage: Storage; logger: Logger }): Promise<void> {
  const jobs = new GenerationJobRepository(deps.mongo);
  await jobs.init();
  deps.bus.serve(mediaAssets.copyAssets, (input) => copyAssets(deps, input), QUEUE);
  deps.bus.serve(mediaAssets.deleteAssets, (input) => deleteAssets({ ...deps, jobs }, input), QUEUE);
  deps.bus.serve(mediaSpeech.getSpeechLayout, (input) => getSpeechLayout({ ...deps, jobs }, input), QUEUE);
}

import { media } from '@avatarium/contracts';
import type { MediaDeps } from '../media-deps.js';
import { inspectUpload } from './inspect-upload.js';

/** Answers media.upload.inspect as a member of the `media` queue group; returns what to stop. */
export async function registerUploads(deps: MediaDeps): Promise<() => Promise<void>> {
  deps.bus.serve(media.inspectUpload, (input) => inspectUpload(deps, input), 'media');
  // The bus unsubscribes everything when the service closes it.
  return async () => undefined;
}

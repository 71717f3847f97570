import type { MediaDeps } from '../media-deps.js';

/** Answers media.upload.inspect; returns what to stop. */
export async function registerUploads(_deps: MediaDeps): Promise<() => Promise<void>> {
  return async () => undefined;
}

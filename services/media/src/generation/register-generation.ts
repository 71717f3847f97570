import type { MediaDeps } from '../media-deps.js';

/** Starts the generation pipeline's handlers and workers; returns what to stop. */
export async function registerGeneration(_deps: MediaDeps): Promise<() => Promise<void>> {
  return async () => undefined;
}

export type ModelDownloadState = 'available' | 'processing' | 'unavailable';

const SETTLED = new Set(['success', 'failed', 'error']);

/**
 * Spec 002 2.11: the model downloads when it has a URL; while the agent is still being
 * generated it shows 'Processing Model', otherwise 'Model Not Available'.
 */
export function modelDownloadState(modelUrl: string | null | undefined, displayStatus: string): ModelDownloadState {
  if (modelUrl) return 'available';
  return SETTLED.has(displayStatus) ? 'unavailable' : 'processing';
}

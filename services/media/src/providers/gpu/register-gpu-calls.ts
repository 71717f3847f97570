import { media } from '@avatarium/contracts';
import type { MediaDeps } from '../../media-deps.js';
import { callGpuFunction } from './call-gpu-function.js';

/** Answers media.gpu.call as a member of the `media` queue group. */
export function registerGpuCalls(deps: MediaDeps): void {
  deps.bus.serve(media.callGpuFunction, (input) => callGpuFunction(deps, input), 'media');
}

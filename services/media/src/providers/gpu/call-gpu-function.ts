import type { media } from '@avatarium/contracts';
import type { Logger } from '@avatarium/platform';
import type { z } from 'zod';
import type { MediaConfig } from '../../media-config.js';
import { GpuHostClient, gpuHostSettingsOf } from './gpu-host-client.js';

type CallRequest = z.output<typeof media.callGpuFunction.request>;
type CallReply = z.input<typeof media.callGpuFunction.reply>;

export const GPU_HOST_NOT_CONFIGURED = 'The GPU function host is not configured: set GPU_HOST_URL.';

/** media.gpu.call: one synchronous GPU host function for a signed-in user (the gateway limits how often). */
export async function callGpuFunction(deps: { config: MediaConfig; logger: Logger }, input: CallRequest): Promise<CallReply> {
  const settings = gpuHostSettingsOf(deps.config);
  if (!settings) return { ok: false, status: 503, details: GPU_HOST_NOT_CONFIGURED };
  const result = await new GpuHostClient(settings).callFunction(input.name, input.payload);
  if (!result.ok) {
    deps.logger.warn('GPU function call failed', {
      name: input.name,
      ownerId: input.ownerId,
      status: result.status,
      details: result.details,
    });
  }
  return result;
}

import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';

/** POST /api/cerebrium/{name}: a function name on the GPU host. */
export const GpuFunctionName = z.string().regex(/^[a-z0-9-]{1,64}$/);

/**
 * A synchronous call of one GPU host function with the caller's JSON (docs/gpu-worker-protocol.md,
 * `POST /v1/functions/{name}`). The host's answer is data: its JSON, or the status the caller
 * gets (the caller's mistakes passed through, the host's failures a bad gateway) with details.
 */
export const callGpuFunction = defineRequest(
  'media.gpu.call',
  z.object({ ownerId: UserId, name: GpuFunctionName, payload: z.unknown() }),
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), body: z.unknown() }),
    z.object({ ok: z.literal(false), status: z.number().int().min(400).max(599), details: z.string() }),
  ]),
);

/** Whether this platform can run the Expression model (a GPU host is configured for the media service). */
export const gpuAvailability = defineRequest('media.gpu.availability', z.object({}), z.object({ available: z.boolean() }));

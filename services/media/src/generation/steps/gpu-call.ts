import type { GpuFile, GpuFunction } from '../../providers/gpu/gpu-host-client.js';
import { storedGpuFile } from '../../providers/gpu/stored-gpu-file.js';
import { StepError } from '../step-error.js';
import type { StepContext } from './step-context.js';

/** A stored file as the GPU host receives it: a signed URL it can fetch, else the bytes inline. */
export async function gpuFileOf(ctx: StepContext, name: string, key: string, contentType: string): Promise<GpuFile> {
  return storedGpuFile(ctx.deps.storage, ctx.deps.config.PUBLIC_BASE_URL, { name, key, contentType }, ctx.read);
}

/**
 * Runs one GPU function for this agent and downloads its outputs. The host job id is saved
 * before polling, so a redelivered job polls the same host job instead of paying twice.
 */
export async function runGpuFunction(
  ctx: StepContext,
  fn: GpuFunction,
  input: Record<string, unknown>,
  files: GpuFile[],
  errorType: 'video' | 'lip_sync' | 'model',
): Promise<Map<string, { bytes: Buffer; contentType: string }>> {
  const gpu = ctx.deps.providers.gpu;
  if (!gpu)
    throw new StepError(
      'configuration',
      'No GPU host is configured: set GPU_HOST_URL (and GPU_HOST_TOKEN) for the media service.',
    );
  const saved = ctx.gpuJob(fn);
  const outputs = await gpu.run({
    fn,
    input,
    files,
    idempotencyKey: `${ctx.job.agentId}:${fn}`,
    existingJobId: saved.existing,
    onSubmitted: (id) => saved.save(id),
    onFailed: () => saved.save(null),
    onPoll: () => ctx.heartbeat(),
    signal: ctx.signal,
  });
  const results = new Map<string, { bytes: Buffer; contentType: string }>();
  for (const output of outputs) {
    ctx.heartbeat();
    results.set(output.name, { bytes: await gpu.download(output, ctx.signal), contentType: output.content_type });
  }
  if (results.size === 0) throw new StepError(errorType, 'The GPU host returned no result.', true);
  return results;
}

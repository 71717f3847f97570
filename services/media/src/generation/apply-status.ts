import { catalog, type AgentEventType, type AgentStatus, type RequestOf } from '@avatarium/contracts';
import type { GenerationDeps } from './generation-deps.js';
import type { GenerationJob } from './jobs/generation-job.js';
import { statusRecordOf } from './status-record.js';

type Extras = Pick<RequestOf<typeof catalog.applyGeneration>, 'persona' | 'poster_key' | 'audio_key'>;

/**
 * Sends the job's full status record to the catalog under `version` and remembers that it
 * was accepted. The catalog ignores versions it has already seen, so re-sending is harmless.
 */
export async function applyStatus(
  deps: Pick<GenerationDeps, 'bus' | 'jobs'>,
  job: GenerationJob,
  version: number,
  status: AgentStatus,
  event: AgentEventType,
  extras: Extras = {},
): Promise<void> {
  await deps.bus.request(
    catalog.applyGeneration,
    { agentId: job.agentId, version, record: statusRecordOf(job, status, event), ...extras },
    { timeoutMs: 10_000 },
  );
  await deps.jobs.markApplied(job.agentId, version);
  job.appliedVersion = Math.max(job.appliedVersion, version);
}

import type { GenerationDeps } from '../generation-deps.js';
import type { GenerationJob } from '../jobs/generation-job.js';

/** What a step gets: the job as it stands, a scratch folder, and the job's heartbeat. */
export interface StepContext {
  deps: GenerationDeps;
  job: GenerationJob;
  /** Deleted after the run; steps read their inputs from storage, never from a previous run's folder. */
  workDir: string;
  signal: AbortSignal;
  /** Tells JetStream and the lease the job is alive; call it during long waits. */
  heartbeat(): void;
  /** Reads a stored object once per run. */
  read(key: string): Promise<Buffer>;
  /** The GPU host job id saved for `fn` by an earlier delivery, and a way to save a new one. */
  gpuJob(fn: string): { existing: string | null; save(id: string | null): Promise<void> };
}

export function requireStep<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`step ${name} has not run`);
  return value;
}

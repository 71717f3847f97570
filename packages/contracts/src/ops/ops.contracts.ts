import { z } from 'zod';
import { defineRequest } from '../define.js';

/** p50 / p95 of one latency over the last hour, from a process's own histograms. */
export const LatencySummary = z.object({
  /** The histogram's name and, for a grouped one, its group (e.g. a step or a stage). */
  metric: z.string(),
  group: z.string().nullable(),
  count: z.number().int().nonnegative(),
  p50Seconds: z.number().nullable(),
  p95Seconds: z.number().nullable(),
});
export type LatencySummary = z.infer<typeof LatencySummary>;

export const ProcessStatus = z.object({
  name: z.string(),
  version: z.string(),
  /** host:pid, so replicas of one service tell apart. */
  instance: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  rssBytes: z.number().nonnegative(),
  latencies: z.array(LatencySummary),
});
export type ProcessStatus = z.infer<typeof ProcessStatus>;

/**
 * Every process answers (no queue group): the operator page gathers the replies for a short
 * while, so it lists each replica that is on the bus.
 */
export const processStatus = defineRequest('ops.status', z.object({}), ProcessStatus);

export const FailedJob = z.object({
  agentId: z.string(),
  /** The step that failed (persona, image, video, lip_sync, model ...). */
  errorType: z.string(),
  message: z.string(),
  failedAt: z.string(),
});

/** The media service's creation jobs: how many are in each live state, and the latest failures. */
export const generationJobsOverview = defineRequest(
  'media.ops.jobs',
  z.object({ failedLimit: z.number().int().min(1).max(50).default(20) }),
  z.object({
    queued: z.number().int().nonnegative(),
    running: z.number().int().nonnegative(),
    paused: z.number().int().nonnegative(),
    failedLastDay: z.number().int().nonnegative(),
    recentFailures: z.array(FailedJob),
  }),
);

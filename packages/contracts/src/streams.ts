import { balanceChanged } from './credits/credits.contracts.js';
import { movementJobQueued } from './dynamics/dynamics.contracts.js';
import { generationJobQueued } from './media/generation-jobs.contracts.js';

/**
 * Every JetStream stream and durable consumer. Their names are part of the wire (a renamed
 * stream or consumer starts empty), so they are written here once and imported both where
 * they are declared and where they are read.
 */
export const STREAMS = {
  /** Balance changes, kept for late consumers (analytics, audits). */
  creditsEvents: { name: 'CREDITS_EVENTS', subjects: [balanceChanged.subject] },
  /** The media service's durable jobs: a work queue. */
  mediaJobs: { name: 'MEDIA_JOBS', subjects: ['media.jobs.>'] },
} as const;

/** Durable pull consumers: workers of every replica share one. */
export const CONSUMERS = {
  generationWorker: {
    stream: STREAMS.mediaJobs.name,
    durable: 'generation-worker',
    filterSubject: generationJobQueued.subject,
  },
  /** Movement videos (issue 27), CPU-bound: apart from creation, so neither waits behind the other. */
  movementWorker: {
    stream: STREAMS.mediaJobs.name,
    durable: 'movement-worker',
    filterSubject: movementJobQueued.subject,
  },
} as const;

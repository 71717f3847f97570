import { AckPolicy, jetstreamManager, RetentionPolicy, StorageType, type ConsumerInfo, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import type { JobContract } from '@avatarium/contracts';
import { watchConsumer } from './metrics/jetstream-metrics.js';

export interface StreamSpec {
  name: string;
  subjects: readonly string[];
  /** How long messages are kept, in milliseconds. */
  maxAgeMs?: number;
  /** Work queues delete a message once acknowledged; event streams keep them for replay. */
  workQueue?: boolean;
  replicas?: number;
}

/** Creates the stream, or updates its subjects and limits when it already exists. */
export async function ensureStream(nc: NatsConnection, spec: StreamSpec): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: spec.name,
    subjects: [...spec.subjects],
    storage: StorageType.File,
    retention: spec.workQueue ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    max_age: (spec.maxAgeMs ?? 0) * 1_000_000,
    num_replicas: spec.replicas ?? 1,
  };
  const existing = await jsm.streams.info(spec.name).catch(() => null);
  if (!existing) {
    await jsm.streams.add(config);
    return;
  }
  // An operator may have raised the replicas on a cluster: a restart must not undo it.
  await jsm.streams.update(spec.name, { ...config, num_replicas: spec.replicas ?? existing.config.num_replicas });
}

export interface DurableConsumerOptions {
  /** How long a delivered message may go unacknowledged (or without `working()`) before redelivery. */
  ackWaitMs?: number;
  /** Deliveries before the server gives up on a message. */
  maxDeliver?: number;
  /** Messages handed out and not yet acknowledged, across all workers. */
  maxAckPending?: number;
}

/**
 * A durable pull consumer: survives restarts of its workers and of the server. An existing
 * consumer gets the given ack wait and limits, so a changed setting applies on the next start.
 */
export async function ensureDurableConsumer(
  nc: NatsConnection,
  stream: string,
  durable: string,
  filterSubject: string,
  options: number | DurableConsumerOptions = {},
): Promise<void> {
  const settings = typeof options === 'number' ? { ackWaitMs: options } : options;
  const limits = {
    ack_wait: (settings.ackWaitMs ?? 30_000) * 1_000_000,
    max_deliver: settings.maxDeliver ?? 20,
    max_ack_pending: settings.maxAckPending ?? 1000,
  };
  watchConsumer(nc, stream, durable);
  const jsm = await jetstreamManager(nc);
  const existing: ConsumerInfo | null = await jsm.consumers.info(stream, durable).catch(() => null);
  if (!existing) {
    await jsm.consumers.add(stream, {
      durable_name: durable,
      filter_subject: filterSubject,
      ack_policy: AckPolicy.Explicit,
      ...limits,
    });
    return;
  }
  const config = existing.config;
  if (
    config.ack_wait !== limits.ack_wait ||
    config.max_deliver !== limits.max_deliver ||
    config.max_ack_pending !== limits.max_ack_pending
  ) {
    await jsm.consumers.update(stream, durable, limits);
  }
}

/**
 * A taken job's payload, parsed by the same contract `Bus.publish` queued it with; undefined
 * when the message does not fit it (the worker drops it: redelivery would not fix it).
 */
export function readJob<P extends z.ZodType>(contract: JobContract<P>, msg: JsMsg): z.output<P> | undefined {
  const parsed = contract.payload.safeParse(msg.json());
  return parsed.success ? parsed.data : undefined;
}

import { AckPolicy, jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

export interface StreamSpec {
  name: string;
  subjects: string[];
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
    subjects: spec.subjects,
    storage: StorageType.File,
    retention: spec.workQueue ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    max_age: (spec.maxAgeMs ?? 0) * 1_000_000,
    num_replicas: spec.replicas ?? 1,
  };
  try {
    await jsm.streams.info(spec.name);
    await jsm.streams.update(spec.name, config);
  } catch {
    await jsm.streams.add(config);
  }
}

/** A durable pull consumer: survives restarts of its workers and of the server. */
export async function ensureDurableConsumer(
  nc: NatsConnection,
  stream: string,
  durable: string,
  filterSubject: string,
  ackWaitMs = 30_000,
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.consumers.info(stream, durable);
  } catch {
    await jsm.consumers.add(stream, {
      durable_name: durable,
      filter_subject: filterSubject,
      ack_policy: AckPolicy.Explicit,
      ack_wait: ackWaitMs * 1_000_000,
      max_deliver: 20,
    });
  }
}

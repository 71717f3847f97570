import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { gauge } from './registry.js';

/** Durable consumers this process made, read at each scrape (a handful per process). */
const watched = new Map<string, { nc: NatsConnection; stream: string; durable: string }>();

/** Called for every durable consumer the process ensures; forgotten when its connection closes. */
export function watchConsumer(nc: NatsConnection, stream: string, durable: string): void {
  watched.set(`${stream}/${durable}`, { nc, stream, durable });
}

const consumerGauge = (name: string, help: string, read: (info: ConsumerNumbers) => number) =>
  gauge(name, help, ['stream', 'consumer'], async function collect() {
    this.reset();
    for (const [key, entry] of watched) {
      if (entry.nc.isClosed()) {
        watched.delete(key);
        continue;
      }
      const info = await consumerNumbers(entry.nc, entry.stream, entry.durable);
      if (info) this.set({ stream: entry.stream, consumer: entry.durable }, read(info));
    }
  });

interface ConsumerNumbers {
  num_pending: number;
  num_ack_pending: number;
  num_redelivered: number;
}

/** One info call per consumer per scrape serves all three gauges. */
const recent = new Map<string, { at: number; info: Promise<ConsumerNumbers | null> }>();

function consumerNumbers(nc: NatsConnection, stream: string, durable: string): Promise<ConsumerNumbers | null> {
  const key = `${stream}/${durable}`;
  const cached = recent.get(key);
  if (cached && Date.now() - cached.at < 1_000) return cached.info;
  const info = jetstreamManager(nc, { timeout: 2_000 })
    .then((jsm) => jsm.consumers.info(stream, durable))
    .catch(() => null);
  recent.set(key, { at: Date.now(), info });
  return info;
}

export const consumerPending = consumerGauge(
  'avatarium_jetstream_consumer_pending_messages',
  'Messages in the stream not yet delivered to the durable consumer (its backlog).',
  (info) => info.num_pending,
);
export const consumerAckPending = consumerGauge(
  'avatarium_jetstream_consumer_ack_pending_messages',
  'Messages delivered to the consumer and not yet acknowledged (work in flight).',
  (info) => info.num_ack_pending,
);
export const consumerRedelivered = consumerGauge(
  'avatarium_jetstream_consumer_redelivered_messages',
  'Messages delivered more than once and still unacknowledged (retries after a crash or timeout).',
  (info) => info.num_redelivered,
);

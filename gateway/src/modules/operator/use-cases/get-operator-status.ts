import { ops } from '@avatarium/contracts';
import { ProcessStatusSource, type Bus } from '@avatarium/platform';
import { jetstreamManager } from '@nats-io/jetstream';
import type { GatewayDeps } from '../../../http/context.js';
import type { UserEntity } from '../../../identity/user.js';
import { requireOperator } from './operator-access.js';

type Deps = Pick<GatewayDeps, 'bus' | 'config'>;

/** The gateway answers for itself (it does not serve `ops.status` to the other gateways' pages). */
const ownStatus = new WeakMap<Bus, ProcessStatusSource>();

/** Called when the gateway starts (its routes are built), so its last hour starts then. */
export function watchGatewayStatus(bus: Bus): void {
  if (!ownStatus.has(bus)) ownStatus.set(bus, new ProcessStatusSource('gateway'));
}

const gatewayStatus = (bus: Bus) => {
  watchGatewayStatus(bus);
  return ownStatus.get(bus)!.status();
};

async function streamsOf(bus: Bus) {
  const jsm = await jetstreamManager(bus.nc, { timeout: 2_000 });
  const streams = [];
  for await (const stream of jsm.streams.list()) {
    const consumers = [];
    for await (const consumer of jsm.consumers.list(stream.config.name)) {
      consumers.push({
        name: consumer.name,
        pending: consumer.num_pending,
        ackPending: consumer.num_ack_pending,
        redelivered: consumer.num_redelivered,
      });
    }
    streams.push({ name: stream.config.name, messages: stream.state.messages, bytes: stream.state.bytes, consumers });
  }
  return streams.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The operator page: every process on the bus with its version, uptime and last hour's
 * latencies; every JetStream stream with its consumers' backlogs; creation jobs and their
 * latest failures. A part that does not answer is left out, never fails the page.
 */
export async function getOperatorStatus(deps: Deps, user: UserEntity | null) {
  requireOperator(deps.config.ADMIN_EMAILS, user);
  const [self, others, streams, jobs] = await Promise.all([
    gatewayStatus(deps.bus),
    deps.bus.requestAll(ops.processStatus, {}, 400).catch(() => []),
    streamsOf(deps.bus).catch(() => []),
    deps.bus.request(ops.generationJobsOverview, { failedLimit: 20 }, { timeoutMs: 2_000 }).catch(() => null),
  ]);
  const processes = [self, ...others].sort((a, b) => a.name.localeCompare(b.name) || a.instance.localeCompare(b.instance));
  return { checkedAt: new Date().toISOString(), processes, streams, jobs };
}

import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from './logger.js';

/** Connects with unlimited reconnects: a restarting NATS server must not take the process down. */
export async function connectNats(url: string, name: string, logger?: Logger): Promise<NatsConnection> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
  if (logger) {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn(`nats ${status.type}`);
      }
    })();
  }
  return nc;
}

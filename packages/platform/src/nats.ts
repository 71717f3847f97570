import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from './logger.js';

/** A NATS URL split into the server address and the user and password nats.js wants as options. */
export function natsServerOptions(url: string): { servers: string; user?: string; pass?: string } {
  const match = /^([a-z]+:\/\/)([^@/]*)@(.*)$/i.exec(url);
  if (!match) return { servers: url };
  const [, scheme, userInfo, rest] = match;
  const [user, pass = ''] = userInfo!.split(':');
  return { servers: scheme! + rest!, user: decodeURIComponent(user!), pass: decodeURIComponent(pass) };
}

/** Connects with unlimited reconnects: a restarting NATS server must not take the process down. */
export async function connectNats(url: string, name: string, logger?: Logger): Promise<NatsConnection> {
  const nc = await connect({ ...natsServerOptions(url), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
  if (logger) {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn(`nats ${status.type}`);
      }
    })();
  }
  return nc;
}

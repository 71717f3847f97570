import { once } from 'node:events';
import net from 'node:net';

export interface NatsLink {
  /** The NATS URL to give the process behind the link (the target's, on the link's port). */
  url: string;
  /** Drops the connections through the link and refuses new ones: the client misses everything sent meanwhile. */
  cut(): Promise<void>;
  /** Lets the client reconnect; resolves once it has subscribed to `subject` again (it resends every subscription). */
  restore(subject: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A TCP relay between one NATS client and the server, for fault tests: core NATS delivers an
 * event at most once, so a client whose connection drops for a moment (a network blip, a
 * slow consumer the server disconnects) never gets the events published in that moment.
 */
export async function startNatsLink(natsUrl: string): Promise<NatsLink> {
  const target = new URL(natsUrl);
  const sockets = new Set<net.Socket>();
  let open = true;
  let onClientData: ((text: string) => void) | null = null;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      onClientData?.(chunk.toString('latin1'));
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(natsUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  const dropAll = async () => {
    const closing = [...sockets].map((socket) => (socket.destroyed ? undefined : once(socket, 'close')));
    for (const socket of sockets) socket.destroy();
    await Promise.all(closing);
  };
  return {
    url: url.toString().replace(/\/$/, ''),
    async cut() {
      open = false;
      await dropAll();
    },
    restore(subject) {
      open = true;
      let seen = '';
      return new Promise<void>((resolve) => {
        onClientData = (text) => {
          // Protocol text may be split across chunks: keep a tail long enough for the line.
          seen = (seen + text).slice(-4096);
          if (!seen.includes(`SUB ${subject} `)) return;
          onClientData = null;
          // The relay forwarded it; give the server a moment to register it.
          setTimeout(resolve, 100);
        };
      });
    },
    async stop() {
      open = false;
      await dropAll();
      server.close();
    },
  };
}

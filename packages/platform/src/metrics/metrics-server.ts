import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';

export interface MetricsAccess {
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** Whether a scrape may read the metrics: with the token when one is set, else only from loopback. */
export function mayScrape(req: IncomingMessage, access: MetricsAccess): boolean {
  if (access.token) {
    const sent = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${access.token}`);
    return sent.length === wanted.length && timingSafeEqual(sent, wanted);
  }
  // Behind a reverse proxy on the same machine every visitor comes from loopback: a forwarded
  // request is a visitor's, never a local scraper's.
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const peer = req.socket.remoteAddress ?? '';
  return peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
}

/** The exposition body and its content type, with the process metrics switched on. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  collectProcessMetrics();
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

export interface MetricsServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A service's small admin port: `GET /metrics` only. Binds to loopback unless told otherwise;
 * the gateway serves the same exposition on its own port instead.
 */
export async function startMetricsServer(
  options: { port: number; host?: string; logger: Logger } & MetricsAccess,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!mayScrape(req, options)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden\n');
      return;
    }
    renderMetrics().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        options.logger.warn('metrics scrape failed', { error });
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}/metrics`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

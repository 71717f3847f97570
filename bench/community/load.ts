import { Agent, request } from 'node:http';
import { summarize, type LatencySummary } from '../harness.js';

export interface LoadResult extends LatencySummary {
  throughput: number;
  errors: number;
}

/** One keep-alive HTTP request; resolves with the status once the whole body is read. */
function send(agent: Agent, port: number, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface RequestShape {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * `clients` concurrent clients, each with its own keep-alive connection, sending requests one
 * after another for `durationMs`; request n is `shape(n)`. Latency per request, and completed
 * requests per second.
 */
export async function runLoad(
  port: number,
  clients: number,
  durationMs: number,
  shape: (n: number) => RequestShape,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < deadline) {
        const { method, path, body } = shape(next++);
        const sent = performance.now();
        const status = await send(agent, port, method, path, body).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - sent);
        else errors++;
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(latencies), throughput: latencies.length / seconds, errors };
}

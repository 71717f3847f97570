import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { wallClockMs, type LatencySummary } from '../harness.js';
import { spawnNode } from '../processes.js';
import { SEQUENCE_BASE } from './messages.js';
import type { ConnectedReport, RoundReport, SubscriberCommand } from './messages.js';

/** Something that pushes one event to every subscriber: the gateway via NATS, or the bare server. */
export interface FanoutTarget {
  name: string;
  wsUrl: string;
  cookie?: string;
  /** The serving process, to read its memory. */
  serverPid?: number;
  publish(balance: number): void;
}

export interface RoundResult {
  expected: number;
  delivered: number;
  duplicates: number;
  latency: LatencySummary;
  messagesPerSecond: number;
  /** From the first publish to the last receive. */
  roundMs: number;
  closed: number;
  problems: string[];
  /** Monotonic clock (µs, as in .cpuprofile files) around the round, to slice profiles. */
  startMicros: number;
  endMicros: number;
}

export interface SubscriberSession {
  connectMs: number;
  /** Resident memory of the serving process once every subscription is live (Linux only). */
  serverRssMb?: number;
  /** The same just before the clients connected: the difference is what the subscribers cost. */
  idleRssMb?: number;
  /** Publishes `events` events `intervalMs` apart (0: back to back) and waits for them to arrive. */
  round(events: number, intervalMs: number): Promise<RoundResult>;
  close(): Promise<void>;
}

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** Connects `count` clients to the target from a fresh child process; rounds then run on demand. */
export async function openSubscribers(
  target: FanoutTarget,
  count: number,
  options: { concurrency: number; drainTimeoutMs: number },
): Promise<SubscriberSession> {
  const subscribers = spawnNode(`subscribers:${target.name}`, 'bench/fanout/subscribers.ts', { ipc: true });
  const send = (command: SubscriberCommand) => subscribers.send(command);
  const idleRssMb = await rssMb(target.serverPid);
  try {
    send({ type: 'connect', url: target.wsUrl, cookie: target.cookie, count, concurrency: options.concurrency });
    const connected = await subscribers.receive<ConnectedReport>('connected', 15 * 60_000);
    let seq = 0;
    return {
      connectMs: connected.ms,
      serverRssMb: await rssMb(target.serverPid),
      idleRssMb,
      async round(events, intervalMs) {
        const startMicros = monotonicMicros();
        const from = seq;
        const start = performance.now();
        for (let i = 0; i < events; i++) {
          // Paced against the round's start, so a slow publish does not push every later one back.
          const wait = start + i * intervalMs - performance.now();
          if (wait > 0) await sleep(wait);
          const at = wallClockMs();
          target.publish(SEQUENCE_BASE + seq);
          send({ type: 'published', seq: seq++, at });
        }
        send({ type: 'collect', from, to: seq, timeoutMs: options.drainTimeoutMs });
        const report = await subscribers.receive<RoundReport>('round', options.drainTimeoutMs + 60_000);
        const roundMs = report.lastReceive - report.firstPublish;
        return {
          expected: report.expected,
          delivered: report.delivered,
          duplicates: report.duplicates,
          latency: report.latency,
          messagesPerSecond: (report.delivered / roundMs) * 1000,
          roundMs,
          closed: report.closed,
          problems: report.problems,
          startMicros,
          endMicros: monotonicMicros(),
        };
      },
      close: () => subscribers.stop(),
    };
  } catch (error) {
    await subscribers.stop();
    throw error;
  }
}

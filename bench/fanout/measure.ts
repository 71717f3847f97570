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
  publish(balance: number): void;
}

export interface FanoutPlan {
  subscribers: number;
  /** Events per measured round. */
  events: number;
  /** Pace of the main round; a burst round then sends the same number of events back to back. */
  intervalMs: number;
  /** Unmeasured events first, so JIT and buffer growth are not billed to the first measured ones. */
  warmupEvents: number;
  concurrency: number;
  /** How long after the last publish the stragglers are awaited before counting them lost. */
  drainTimeoutMs: number;
}

export interface RoundResult {
  expected: number;
  delivered: number;
  duplicates: number;
  latency: LatencySummary;
  messagesPerSecond: number;
  /** From the first publish to the last receive. */
  roundMs: number;
}

export interface FanoutResult {
  connectMs: number;
  paced: RoundResult;
  /** Capacity: with no pause between events the rate is no longer set by the publisher. */
  burst: RoundResult;
  closed: number;
  problems: string[];
  /** Monotonic clock (µs, as in .cpuprofile files) at each phase's start, to slice profiles. */
  phases: Record<string, number>;
}

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Connects plan.subscribers clients in a fresh child process, then times a warm-up, a paced and a burst round. */
export async function measureFanout(target: FanoutTarget, plan: FanoutPlan): Promise<FanoutResult> {
  const subscribers = spawnNode(`subscribers:${target.name}`, 'bench/fanout/subscribers.ts', { ipc: true });
  const send = (command: SubscriberCommand) => subscribers.send(command);
  const phases: Record<string, number> = {};
  try {
    phases.connect = monotonicMicros();
    send({ type: 'connect', url: target.wsUrl, cookie: target.cookie, count: plan.subscribers, concurrency: plan.concurrency });
    const connected = await subscribers.receive<ConnectedReport>('connected', 15 * 60_000);

    let seq = 0;
    const round = async (phase: string, events: number, intervalMs: number): Promise<RoundReport> => {
      phases[phase] = monotonicMicros();
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
      send({ type: 'collect', from, to: seq, timeoutMs: plan.drainTimeoutMs });
      return subscribers.receive<RoundReport>('round', plan.drainTimeoutMs + 60_000);
    };
    const warmup = await round('warmup', plan.warmupEvents, plan.intervalMs);
    const paced = await round('paced', plan.events, plan.intervalMs);
    const burst = await round('burst', plan.events, 0);
    phases.end = monotonicMicros();
    const problems = burst.problems;
    if (warmup.delivered < warmup.expected) problems.unshift(`warm-up: ${warmup.expected - warmup.delivered} of ${warmup.expected} messages lost`);
    return { connectMs: connected.ms, paced: toResult(paced), burst: toResult(burst), closed: burst.closed, problems, phases };
  } finally {
    await subscribers.stop();
  }
}

function toResult(report: RoundReport): RoundResult {
  const roundMs = report.lastReceive - report.firstPublish;
  return {
    expected: report.expected,
    delivered: report.delivered,
    duplicates: report.duplicates,
    latency: report.latency,
    messagesPerSecond: (report.delivered / roundMs) * 1000,
    roundMs,
  };
}

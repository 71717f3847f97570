import type { FanoutTarget, RoundResult, SubscriberSession } from './measure.js';
import { openSubscribers } from './measure.js';

export interface FanoutPlan {
  subscribers: number;
  /** Events per measured round. */
  events: number;
  /** Pace of the warm-up and paced rounds; burst rounds send their events back to back. */
  intervalMs: number;
  /** Unmeasured events first, so JIT and buffer growth are not billed to the measured ones. */
  warmupEvents: number;
  /** Burst rounds are short and noisy: the median of several stands for them. */
  burstRepeats: number;
  /** Handshakes in flight: thousands at once would only measure the accept queue. */
  concurrency: number;
  /** How long after the last publish stragglers are awaited before they count as lost. */
  drainTimeoutMs: number;
}

export const sides = ['graphqlWs', 'bareWs'] as const;
export type Side = (typeof sides)[number];

export interface SideResult {
  connectMs: number;
  serverRssMb?: number;
  idleRssMb?: number;
  warmup: RoundResult;
  paced: RoundResult;
  /** The burst round with the median throughput. */
  burst: RoundResult;
  bursts: RoundResult[];
}

function describe(name: string, phase: string, result: RoundResult): string {
  const { latency } = result;
  return (
    `  ${name.padEnd(10)} ${phase}: ${result.delivered}/${result.expected} delivered in ${result.roundMs.toFixed(0)} ms, ` +
    `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, max ${latency.max.toFixed(2)} ms, ${result.messagesPerSecond.toFixed(0)} msgs/s`
  );
}

/**
 * Both sides stay connected and take turns round by round, so load from anything else on the
 * machine lands on figure and baseline alike rather than on whichever ran second.
 */
export async function runPlan(plan: FanoutPlan, targets: Record<Side, FanoutTarget>): Promise<Record<Side, SideResult>> {
  const sessions: Partial<Record<Side, SubscriberSession>> = {};
  try {
    for (const side of sides) {
      const session = (sessions[side] = await openSubscribers(targets[side], plan.subscribers, plan));
      console.log(
        `  ${targets[side].name}: ${plan.subscribers} subscribed in ${(session.connectMs / 1000).toFixed(1)} s, server RSS ${session.serverRssMb?.toFixed(0) ?? '?'} MB`,
      );
    }
    const rounds: Record<Side, Record<string, RoundResult[]>> = { graphqlWs: {}, bareWs: {} };
    const schedule: Array<[string, number, number]> = [
      ['warmup', plan.warmupEvents, plan.intervalMs],
      ['paced', plan.events, plan.intervalMs],
      ...Array.from({ length: plan.burstRepeats }, () => ['burst', plan.events, 0] as [string, number, number]),
    ];
    for (const [phase, events, intervalMs] of schedule) {
      for (const side of sides) {
        const result = await sessions[side]!.round(events, intervalMs);
        (rounds[side][phase] ??= []).push(result);
        console.log(describe(targets[side].name, phase, result));
      }
    }
    const sideResult = (side: Side): SideResult => {
      const bursts = rounds[side].burst ?? [];
      const byRate = [...bursts].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond);
      return {
        connectMs: sessions[side]!.connectMs,
        serverRssMb: sessions[side]!.serverRssMb,
        idleRssMb: sessions[side]!.idleRssMb,
        warmup: rounds[side].warmup![0]!,
        paced: rounds[side].paced![0]!,
        burst: byRate[Math.floor(byRate.length / 2)]!,
        bursts,
      };
    };
    return { graphqlWs: sideResult('graphqlWs'), bareWs: sideResult('bareWs') };
  } finally {
    await Promise.all(Object.values(sessions).map((session) => session.close()));
  }
}

import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { ops } from '@avatarium/contracts';
import type { Bus } from '../bus.js';
import { RollingQuantiles } from '../metrics/rolling-quantiles.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** This process's answer to "who is on the bus": name, version, uptime and last hour's latencies. */
export class ProcessStatusSource {
  private readonly startedAt = new Date();
  private readonly instance = `${hostname()}:${process.pid}`;
  private readonly rolling = new RollingQuantiles();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly name: string) {
    void this.rolling.tick();
    this.timer = setInterval(() => void this.rolling.tick(), 60_000);
    this.timer.unref();
  }

  async status(): Promise<ops.ProcessStatus> {
    return {
      name: this.name,
      version,
      instance: this.instance,
      startedAt: this.startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - this.startedAt.getTime()) / 1000),
      rssBytes: process.memoryUsage().rss,
      latencies: await this.rolling.summary(),
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Answers `ops.status` from every replica of a service; returns how to stop. */
export function answerProcessStatus(bus: Bus, name: string): () => void {
  const source = new ProcessStatusSource(name);
  bus.serveEvery(ops.processStatus, () => source.status());
  return () => source.stop();
}

import { describe, expect, it } from 'vitest';
import { histogram } from './registry.js';
import { quantileOf, RollingQuantiles } from './rolling-quantiles.js';

describe('quantiles from histogram buckets', () => {
  it('interpolates inside the bucket the rank falls in, as Prometheus does', () => {
    // 10 samples: 4 up to 0.1 s, 6 more up to 1 s.
    const buckets = new Map([
      [0.1, 4],
      [1, 10],
      [Infinity, 10],
    ]);
    expect(quantileOf(buckets, 0.5)).toBeCloseTo(0.1 + 0.9 * (1 / 6));
    expect(quantileOf(buckets, 0.2)).toBeCloseTo(0.05);
    expect(quantileOf(new Map([[Infinity, 0]]), 0.5)).toBeNull();
  });

  it('keeps only the last hour: what was observed before the window is not counted', async () => {
    const stages = histogram('avatarium_conversation_turn_stage_seconds', 'test', ['stage']);
    const rolling = new RollingQuantiles(3_600_000);
    const t0 = Date.now();
    for (let i = 0; i < 100; i++) stages.observe({ stage: 'first_audio' }, 5);
    await rolling.tick(t0);
    for (let i = 0; i < 10; i++) stages.observe({ stage: 'first_audio' }, 0.3);
    await rolling.tick(t0 + 30 * 60_000);
    // An hour and a minute on, the first snapshot (before the slow ones) has left the window ...
    await rolling.tick(t0 + 61 * 60_000);
    const [summary] = await rolling.summary(t0 + 61 * 60_000);
    expect(summary).toMatchObject({ metric: 'avatarium_conversation_turn_stage_seconds', group: 'first_audio', count: 10 });
    expect(summary!.p95Seconds).toBeLessThanOrEqual(0.5);
  });
});

import { createLogger, type Bus } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { ApiKeyUsageRecorder, MAX_LABELS_PER_DAY, OTHER_LABEL } from './api-key-usage-recorder.js';
import type { ApiKeyUsageRepository, UsageCounts } from './api-key-usage.repository.js';

type Batch = Parameters<ApiKeyUsageRepository['add']>[0];

/** A repository that keeps what it is given, or refuses while `failing`. */
function memoryRepository() {
  const written: Batch[] = [];
  const repository = {
    failing: false,
    written,
    async add(batch: Batch) {
      if (repository.failing) throw new Error('database away');
      written.push(batch);
    },
  };
  return repository;
}

const recorderOver = (repository: ReturnType<typeof memoryRepository>) =>
  new ApiKeyUsageRecorder(repository as unknown as ApiKeyUsageRepository, {} as Bus, createLogger('test', 'silent'));
const NOON = Date.parse('2026-11-26T12:00:00Z');

describe('ApiKeyUsageRecorder', () => {
  it('sends one entry per key and UTC day per flush, and nothing when nothing happened', async () => {
    const repository = memoryRepository();
    const recorder = recorderOver(repository);
    recorder.record({ keyId: 'ak_1', label: 'GET /api/agents', failed: false, latencyMs: 3, at: NOON });
    recorder.record({ keyId: 'ak_1', label: 'GET /api/agents', failed: true, latencyMs: 40, at: NOON + 1000 });
    recorder.record({ keyId: 'ak_1', label: 'query Me', failed: false, latencyMs: null, at: NOON + 13 * 3600_000 });
    recorder.addCredits('ak_1', 4, NOON);
    await recorder.flush();
    await recorder.flush();
    expect(repository.written).toHaveLength(1);
    const [today, tomorrow] = repository.written[0]!;
    expect(today).toMatchObject({ keyId: 'ak_1', day: '2026-11-26' });
    expect(today!.counts).toMatchObject({ requests: 2, errors: 1, credits: 4 });
    expect([...today!.counts.routes]).toEqual([['GET /api/agents', { requests: 2, errors: 1 }]]);
    expect(today!.counts.latency.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(tomorrow).toMatchObject({ day: '2026-11-27', counts: { requests: 1 } });
    expect(tomorrow!.counts.latency.filter(Boolean)).toEqual([]); // a socket operation has no time
  });

  it('keeps a failed flush’s counts for the next one', async () => {
    const repository = memoryRepository();
    const recorder = recorderOver(repository);
    recorder.record({ keyId: 'ak_1', label: 'GET /api/agents', failed: false, latencyMs: 3, at: NOON });
    repository.failing = true;
    await recorder.flush();
    recorder.record({ keyId: 'ak_1', label: 'GET /api/agents', failed: false, latencyMs: 3, at: NOON });
    repository.failing = false;
    await recorder.flush();
    const counts: UsageCounts = repository.written[0]![0]!.counts;
    expect(counts.requests).toBe(2);
    expect(counts.routes.get('GET /api/agents')).toEqual({ requests: 2, errors: 0 });
  });

  it('bounds the labels a client can make up per key and day; the rest count as (other)', async () => {
    const repository = memoryRepository();
    const recorder = recorderOver(repository);
    for (let n = 0; n <= MAX_LABELS_PER_DAY; n++) {
      recorder.record({ keyId: 'ak_1', label: `query Made${n}`, failed: false, latencyMs: 1, at: NOON });
    }
    recorder.record({ keyId: 'ak_1', label: 'query Made0', failed: false, latencyMs: 1, at: NOON });
    await recorder.flush();
    const routes = repository.written[0]![0]!.counts.routes;
    expect(routes.size).toBe(MAX_LABELS_PER_DAY + 1);
    expect(routes.get(OTHER_LABEL)).toEqual({ requests: 1, errors: 0 });
    expect(routes.get('query Made0')).toEqual({ requests: 2, errors: 0 });
  });
});

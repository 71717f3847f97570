import { randomBytes } from 'node:crypto';
import { catalog, newStatusRecord, type Agent, type AgentStatusRecord } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack('catalog');
});
afterAll(() => stack.stop());

const persona = {
  name: 'Captain Nova',
  description: 'A space pirate',
  system_prompt: 'You are Captain Nova.',
  tags: ['pirate', 'space'],
  category: 'Fiction' as const,
  language: 'en',
  gender: 'feminine' as const,
  voice_id: 'nova',
};

function record(overrides: Partial<AgentStatusRecord> = {}): AgentStatusRecord {
  return { ...newStatusRecord('essence'), status: 'processing', event_type: 'persona_created', ...overrides };
}

async function newAgent() {
  return stack.bus.request(catalog.createAgent, {
    ownerId: randomBytes(12).toString('hex'),
    prompt: 'A pirate',
    model: 'essence',
  });
}

function changesOf(agentId: string) {
  const seen: Agent[] = [];
  const stop = stack.bus.subscribe(catalog.agentChanged, ({ agent }) => agent.id === agentId && seen.push(agent));
  return { seen, stop };
}

describe('catalog.agent.apply-generation', () => {
  it('stores a newer step with its persona and announces the whole agent', async () => {
    const created = await newAgent();
    const changes = changesOf(created.id);
    const agent = await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 1,
      record: record(),
      persona,
    });
    expect(agent).toMatchObject({ ...persona, version: 1, record: { status: 'processing', event_type: 'persona_created' } });
    await expect.poll(() => changes.seen.map((each) => each.version)).toEqual([1]);
    expect(changes.seen[0]).toEqual(agent);

    const imaged = await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 2,
      record: record({ event_type: 'image_created', image_key: 'generated/a.png' }),
      poster_key: 'generated/poster.png',
    });
    // Fields not given keep their values.
    expect(imaged).toMatchObject({
      name: 'Captain Nova',
      poster_key: 'generated/poster.png',
      record: { image_key: 'generated/a.png' },
    });
    changes.stop();
  });

  it('ignores a stale or repeated version: the agent is returned unchanged and nothing is announced', async () => {
    const created = await newAgent();
    const changes = changesOf(created.id);
    await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 3,
      record: record({ event_type: 'image_created' }),
    });
    for (const version of [3, 2]) {
      const agent = await stack.bus.request(catalog.applyGeneration, { agentId: created.id, version, record: record(), persona });
      expect(agent).toMatchObject({ version: 3, name: null, record: { event_type: 'image_created' } });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes.seen.map((each) => each.version)).toEqual([3]);
    changes.stop();
  });

  it('ends at the newest version when steps race', async () => {
    const created = await newAgent();
    await Promise.all(
      [5, 2, 4, 1, 3].map((version) =>
        stack.bus.request(catalog.applyGeneration, {
          agentId: created.id,
          version,
          record: record({ event_type: version === 5 ? 'model_built' : 'persona_created' }),
        }),
      ),
    );
    const stored = await stack.bus.request(catalog.getAgent, {
      agentId: created.id,
      scope: { kind: 'owner', ownerId: created.ownerId },
    });
    expect(stored).toMatchObject({ version: 5, record: { event_type: 'model_built' } });
  });

  it('answers NOT_FOUND for an unknown agent', async () => {
    const error = await stack.bus
      .request(catalog.applyGeneration, { agentId: 'A99ZZZ9999', version: 1, record: record() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

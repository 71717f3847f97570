import { randomBytes } from 'node:crypto';
import { catalog } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack('catalog');
});
afterAll(() => stack.stop());

async function newAgent() {
  return stack.bus.request(catalog.createAgent, {
    ownerId: randomBytes(12).toString('hex'),
    prompt: 'A pirate',
    model: 'essence',
  });
}

describe('catalog.agent.discard', () => {
  it('removes a pending agent of its owner only', async () => {
    const created = await newAgent();
    const stranger = randomBytes(12).toString('hex');
    expect(await stack.bus.request(catalog.discardAgent, { agentId: created.id, ownerId: stranger })).toEqual({
      discarded: false,
    });
    expect(
      await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: { kind: 'owner', ownerId: created.ownerId } }),
    ).not.toBeNull();
    expect(await stack.bus.request(catalog.discardAgent, { agentId: created.id, ownerId: created.ownerId })).toEqual({
      discarded: true,
    });
    expect(
      await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: { kind: 'owner', ownerId: created.ownerId } }),
    ).toBeNull();
    expect(await stack.bus.request(catalog.discardAgent, { agentId: created.id, ownerId: created.ownerId })).toEqual({
      discarded: false,
    });
  });

  it('keeps an agent that has started generating', async () => {
    const created = await newAgent();
    await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 1,
      record: { ...created.record, status: 'processing', event_type: 'persona_created' },
    });
    expect(await stack.bus.request(catalog.discardAgent, { agentId: created.id, ownerId: created.ownerId })).toEqual({
      discarded: false,
    });
    expect(
      await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: { kind: 'owner', ownerId: created.ownerId } }),
    ).not.toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import { AgentId, catalog, generateAgentId } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack('catalog');
});
afterAll(() => stack.stop());

const newOwner = () => randomBytes(12).toString('hex');
const freshCode = () => generateAgentId();

describe('catalog.agent.create', () => {
  it('creates a pending agent under the proposed code when it is free', async () => {
    const ownerId = newOwner();
    const proposedId = freshCode();
    const agent = await stack.bus.request(catalog.createAgent, { ownerId, proposedId, prompt: 'A pirate', model: 'essence' });
    expect(agent).toMatchObject({
      id: proposedId,
      ownerId,
      prompt: 'A pirate',
      name: null,
      category: 'Uncategorized',
      language: 'en',
      visibility: 'private',
      model_type: 'essence',
      version: 0,
      record: { status: 'pending', event_type: 'created', image_key: null, is_animal: false, model: 'essence' },
    });
  });

  it('issues a new code in the spec format when the proposed one is taken or missing', async () => {
    const proposedId = freshCode();
    const first = await stack.bus.request(catalog.createAgent, {
      ownerId: newOwner(),
      proposedId,
      prompt: 'first',
      model: 'essence',
    });
    const second = await stack.bus.request(catalog.createAgent, {
      ownerId: newOwner(),
      proposedId,
      prompt: 'second',
      model: 'expression',
    });
    const third = await stack.bus.request(catalog.createAgent, { ownerId: newOwner(), prompt: 'third', model: 'essence' });
    for (const agent of [second, third]) expect(AgentId.safeParse(agent.id).success).toBe(true);
    expect(second.id).not.toBe(proposedId);
    expect(second.model_type).toBe('expression');
    expect(
      (await stack.bus.request(catalog.getAgent, { agentId: proposedId, scope: { kind: 'owner', ownerId: first.ownerId } }))
        ?.prompt,
    ).toBe('first');
  });

  it('gives every one of many concurrent creations its own code', async () => {
    const ownerId = newOwner();
    const proposedId = freshCode();
    const agents = await Promise.all(
      Array.from({ length: 12 }, () =>
        stack.bus.request(catalog.createAgent, { ownerId, proposedId, prompt: 'p', model: 'essence' }),
      ),
    );
    expect(new Set(agents.map((agent) => agent.id)).size).toBe(12);
    expect(agents.filter((agent) => agent.id === proposedId)).toHaveLength(1);
  });

  it('refuses a malformed proposed code at the boundary', async () => {
    const reply = await stack.bus.nc.request(
      catalog.createAgent.subject,
      JSON.stringify({ ownerId: newOwner(), proposedId: 'A12ILO1234', prompt: 'p', model: 'essence' }),
    );
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT', message: 'Invalid agent id' } });
  });
});

describe('catalog.agent.get', () => {
  it('returns the owner their agent by code, or null', async () => {
    const created = await stack.bus.request(catalog.createAgent, { ownerId: newOwner(), prompt: 'p', model: 'essence' });
    const owner = { kind: 'owner', ownerId: created.ownerId } as const;
    expect(await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: owner })).toEqual(created);
    expect(await stack.bus.request(catalog.getAgent, { agentId: 'A00AAA0000', scope: owner })).toBeNull();
  });

  it("is null for anyone else's agent, and for a private agent read as public", async () => {
    const created = await stack.bus.request(catalog.createAgent, { ownerId: newOwner(), prompt: 'p', model: 'essence' });
    const stranger = { kind: 'owner', ownerId: newOwner() } as const;
    expect(await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: stranger })).toBeNull();
    expect(await stack.bus.request(catalog.getAgent, { agentId: created.id, scope: { kind: 'public' } })).toBeNull();
  });

  it('refuses a read without a scope at the boundary', async () => {
    const created = await stack.bus.request(catalog.createAgent, { ownerId: newOwner(), prompt: 'p', model: 'essence' });
    const reply = await stack.bus.nc.request(catalog.getAgent.subject, JSON.stringify({ agentId: created.id }));
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
  });
});

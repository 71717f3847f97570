import { randomBytes } from 'node:crypto';
import { catalog } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack('catalog');
});
afterAll(() => stack.stop());

const newOwner = () => randomBytes(12).toString('hex');

describe('catalog.agent.list-owned', () => {
  it("lists only the owner's agents, newest first", async () => {
    const ownerId = newOwner();
    const ids: string[] = [];
    for (const prompt of ['one', 'two', 'three']) {
      ids.push((await stack.bus.request(catalog.createAgent, { ownerId, prompt, model: 'essence' })).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await stack.bus.request(catalog.createAgent, { ownerId: newOwner(), prompt: 'not mine', model: 'essence' });
    const listed = await stack.bus.request(catalog.listOwnedAgents, { ownerId });
    expect(listed.map((agent) => agent.id)).toEqual(ids.reverse());
    expect(await stack.bus.request(catalog.listOwnedAgents, { ownerId: newOwner() })).toEqual([]);
  });

  it('rejects a malformed owner id at the boundary', async () => {
    const reply = await stack.bus.nc.request(catalog.listOwnedAgents.subject, JSON.stringify({ ownerId: 'x' }));
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
  });
});

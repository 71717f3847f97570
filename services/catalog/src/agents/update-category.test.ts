import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { collect, newUserId, publicAgent, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

describe('catalog.agent.set-category', () => {
  it("changes the owner's category; a public agent's change reaches the community too", async () => {
    const agent = await publicAgent(actions.bus, 'Cat', 'Fiction');
    const owner = collect<Agent>((push) =>
      actions.bus.subscribe(catalog.agentChanged, (e) => e.agent.id === agent.id && push(e.agent)),
    );
    const community = collect<Agent | null>((push) =>
      actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agent.id && push(e.agent)),
    );
    const changed = await actions.bus.request(catalogActions.setCategory, {
      agentId: agent.id,
      ownerId: agent.ownerId,
      category: 'Animals',
    });
    expect(changed).toMatchObject({ category: 'Animals', visibility: 'public' });
    await expect.poll(() => owner.seen.map((each) => each.category)).toEqual(['Animals']);
    await expect.poll(() => community.seen.map((each) => each?.category)).toEqual(['Animals']);
    owner.stop();
    community.stop();
  });

  it("a private agent's change is the owner's only", async () => {
    const agent = await readyAgent(actions.bus);
    const community = collect<Agent | null>((push) =>
      actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agent.id && push(e.agent)),
    );
    expect(
      await actions.bus.request(catalogActions.setCategory, { agentId: agent.id, ownerId: agent.ownerId, category: 'Business' }),
    ).toMatchObject({
      category: 'Business',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(community.seen).toEqual([]);
    community.stop();
  });

  it("refuses 'All' and anyone but the owner", async () => {
    const agent = await publicAgent(actions.bus, 'Cat', 'Fiction');
    const all = await actions.bus.nc.request(
      catalogActions.setCategory.subject,
      JSON.stringify({ agentId: agent.id, ownerId: agent.ownerId, category: 'All' }),
    );
    expect(all.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    await expect(
      actions.bus.request(catalogActions.setCategory, { agentId: agent.id, ownerId: newUserId(), category: 'Animals' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You do not own this agent' });
    const hidden = await readyAgent(actions.bus);
    await expect(
      actions.bus.request(catalogActions.setCategory, { agentId: hidden.id, ownerId: newUserId(), category: 'Animals' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent.category).toBe('Fiction');
  });
});

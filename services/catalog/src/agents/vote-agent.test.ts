import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { collect, newUserId, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

const vote = (agentId: string, userId: string) => actions.bus.request(catalogActions.voteAgent, { agentId, userId });

describe('catalog.agent.vote', () => {
  it('counts one vote per user: a repeat answers the unchanged total; the owner cannot vote', async () => {
    const agent = await readyAgent(actions.bus);
    await expect(vote(agent.id, agent.ownerId)).rejects.toThrow('You cannot vote for your own agent.');
    await actions.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    const [voter, another] = [newUserId(), newUserId()];
    expect(await vote(agent.id, voter)).toEqual({ agentId: agent.id, votes: 1, counted: true });
    expect(await vote(agent.id, voter)).toEqual({ agentId: agent.id, votes: 1, counted: false });
    expect(await vote(agent.id, another)).toEqual({ agentId: agent.id, votes: 2, counted: true });
    await expect(vote(agent.id, agent.ownerId)).rejects.toThrow('You cannot vote for your own agent.');
    expect((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent.votes).toBe(2);
  });

  it('publishes the new community version before its reply, so the sender hears it first', async () => {
    const agent = await readyAgent(actions.bus);
    await actions.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    const versions = collect<number>((push) =>
      actions.bus.subscribe(catalogActions.communityVersionChanged, (e) => push(e.version)),
    );
    const before = await actions.deps.communityVersion.current();
    await vote(agent.id, newUserId());
    // Nothing awaited between the reply and this check.
    expect(versions.seen).toEqual([before + 1]);
    expect(await actions.deps.communityVersion.current()).toBe(before + 1);
    versions.stop();
  });

  it('counts 20 concurrent votes by 20 users exactly, and announces each', async () => {
    const agent = await readyAgent(actions.bus);
    await actions.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    const owner = collect<Agent>((push) =>
      actions.bus.subscribe(catalog.agentChanged, (e) => e.agent.id === agent.id && push(e.agent)),
    );
    const community = collect<Agent | null>((push) =>
      actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agent.id && push(e.agent)),
    );
    const voters = Array.from({ length: 20 }, newUserId);
    // Each voter also repeats at once: duplicates must not count.
    const replies = await Promise.all([...voters, ...voters].map((userId) => vote(agent.id, userId)));
    expect(replies.filter((reply) => reply.counted)).toHaveLength(20);
    expect((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent.votes).toBe(20);
    expect(Math.max(...replies.map((reply) => reply.votes))).toBe(20);
    await expect.poll(() => owner.seen.length).toBe(20);
    await expect.poll(() => community.seen.length).toBe(20);
    expect(Math.max(...owner.seen.map((each) => each.votes))).toBe(20);
    expect(community.seen.every((each) => each?.visibility === 'public')).toBe(true);
    owner.stop();
    community.stop();
  });

  it("refuses another user's private agent as not found, and an unknown agent", async () => {
    const agent = await readyAgent(actions.bus);
    for (const agentId of [agent.id, 'A00AAA0000']) {
      await expect(vote(agentId, newUserId())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Agent not found' });
    }
    expect((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent.votes).toBe(0);
  });

  it('refuses a vote without a valid user at the boundary', async () => {
    const agent = await readyAgent(actions.bus);
    const reply = await actions.bus.nc.request(catalogActions.voteAgent.subject, JSON.stringify({ agentId: agent.id }));
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
  });
});

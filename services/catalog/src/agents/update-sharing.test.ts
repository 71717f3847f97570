import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { collect, newUserId, publicAgent, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

describe('catalog.agent.set-sharing', () => {
  it('turns anonymous access on and off for the owner, announcing each change', async () => {
    const agent = await readyAgent(actions.bus);
    expect(agent.share).toEqual({ anonymous_enabled: false, deployment: 'weblink' });
    const owner = collect<Agent>((push) =>
      actions.bus.subscribe(catalog.agentChanged, (e) => e.agent.id === agent.id && push(e.agent)),
    );
    const on = await actions.bus.request(catalogActions.setSharing, {
      agentId: agent.id,
      ownerId: agent.ownerId,
      anonymous_enabled: true,
    });
    expect(on.share).toEqual({ anonymous_enabled: true, deployment: 'weblink' });
    const off = await actions.bus.request(catalogActions.setSharing, {
      agentId: agent.id,
      ownerId: agent.ownerId,
      anonymous_enabled: false,
    });
    expect(off.share).toEqual({ anonymous_enabled: false, deployment: 'weblink' });
    expect(off.revision).toBeGreaterThan(on.revision);
    await expect.poll(() => owner.seen.map((each) => each.share.anonymous_enabled)).toEqual([true, false]);
    owner.stop();
  });

  it("refuses a non-owner: 'You do not own this agent' for a public agent, NOT_FOUND for a private one", async () => {
    const shown = await publicAgent(actions.bus, 'Shown');
    await expect(
      actions.bus.request(catalogActions.setSharing, { agentId: shown.id, ownerId: newUserId(), anonymous_enabled: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You do not own this agent' });
    const hidden = await readyAgent(actions.bus);
    await expect(
      actions.bus.request(catalogActions.setSharing, { agentId: hidden.id, ownerId: newUserId(), anonymous_enabled: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Agent not found' });
    expect((await actions.deps.agents.sharing.findForViewer(shown.id))?.agent.share.anonymous_enabled).toBe(false);
  });
});

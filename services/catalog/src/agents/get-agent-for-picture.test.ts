import { catalogActions } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { newUserId, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

const picture = (agentId: string, userId: string | null, shareToken: string | null) =>
  actions.bus.request(catalogActions.getAgentForPicture, { agentId, userId, shareToken });

describe('catalog.agent.get-for-picture', () => {
  it('shows the owner, anyone with either link type, and anyone for a public agent', async () => {
    const agent = await readyAgent(actions.bus);
    const { token } = await actions.bus.request(catalogActions.getShareLink, { agentId: agent.id, userId: agent.ownerId });
    const sees = { agent: expect.objectContaining({ id: agent.id }) };
    const nothing = { agent: null };

    expect(await picture(agent.id, agent.ownerId, null)).toEqual(sees);
    expect(await picture(agent.id, newUserId(), null)).toEqual(nothing);
    expect(await picture(agent.id, null, null)).toEqual(nothing);
    // A login-required link (anonymous access off): the picture, not the agent's conversation.
    expect(await picture(agent.id, null, token)).toEqual(sees);
    const forged = `${token!.slice(0, -1)}${token!.endsWith('x') ? 'y' : 'x'}`;
    expect(await picture(agent.id, null, forged)).toEqual(nothing);

    await actions.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    expect(await picture(agent.id, null, null)).toEqual(sees);
    expect(await picture('A00AAA0000', null, token)).toEqual(nothing);
  });
});

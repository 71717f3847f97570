import { catalogActions } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { newUserId, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

const view = (agentId: string, userId: string | null, shareToken: string | null) =>
  actions.bus.request(catalogActions.getAgentForViewer, { agentId, userId, shareToken });
const shareLink = (agentId: string, userId: string) => actions.bus.request(catalogActions.getShareLink, { agentId, userId });

describe('catalog.agent.get-for-viewer', () => {
  it('follows the access matrix', async () => {
    const agent = await readyAgent(actions.bus);
    const { token } = await shareLink(agent.id, agent.ownerId);
    const stranger = newUserId();
    const sees = { agent: expect.objectContaining({ id: agent.id }), requiresSignIn: false };
    const nothing = { agent: null, requiresSignIn: false };

    // Private, anonymous access off.
    expect(await view(agent.id, agent.ownerId, null)).toEqual(sees);
    expect(await view(agent.id, stranger, null)).toEqual(nothing);
    expect(await view(agent.id, null, null)).toEqual(nothing);
    expect(await view(agent.id, stranger, token)).toEqual(sees);
    expect(await view(agent.id, null, token)).toEqual({ agent: null, requiresSignIn: true });
    // One character off (never the same character again): refused.
    const forged = `${token!.slice(0, -1)}${token!.endsWith('x') ? 'y' : 'x'}`;
    expect(await view(agent.id, null, forged)).toEqual(nothing);
    expect(await view(agent.id, stranger, 'short')).toEqual(nothing);

    // Anonymous access on: the link opens it for anyone; without the link it stays private.
    await actions.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: true });
    expect(await view(agent.id, null, token)).toEqual(sees);
    expect(await view(agent.id, stranger, token)).toEqual(sees);
    expect(await view(agent.id, null, null)).toEqual(nothing);

    // Public: anyone, no token needed.
    await actions.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: false });
    await actions.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    expect(await view(agent.id, null, null)).toEqual(sees);
    expect(await view(agent.id, stranger, 'wrong')).toEqual(sees);

    // Unknown agent: nothing, with or without a token.
    expect(await view('A00AAA0000', null, token)).toEqual(nothing);
  });
});

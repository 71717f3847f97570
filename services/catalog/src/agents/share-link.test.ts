import { catalogActions } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { newUserId, publicAgent, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

const shareLink = (agentId: string, userId: string) => actions.bus.request(catalogActions.getShareLink, { agentId, userId });

describe('catalog.agent.share-link', () => {
  it('gives the owner a stable 32-character token, created on the first request', async () => {
    const agent = await readyAgent(actions.bus);
    const [first, concurrent] = await Promise.all([shareLink(agent.id, agent.ownerId), shareLink(agent.id, agent.ownerId)]);
    expect(first).toMatchObject({ agentId: agent.id, anonymous: false });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(concurrent.token).toBe(first.token);
    await actions.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: true });
    expect(await shareLink(agent.id, agent.ownerId)).toEqual({ agentId: agent.id, token: first.token, anonymous: true });
    // The token is never part of the agent.
    expect(JSON.stringify((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent)).not.toContain(first.token);
  });

  it('lets anyone share a public agent without a token; a private agent of another is NOT_FOUND', async () => {
    const shown = await publicAgent(actions.bus, 'Shown');
    expect(await shareLink(shown.id, newUserId())).toEqual({ agentId: shown.id, token: null, anonymous: false });
    const hidden = await readyAgent(actions.bus);
    await expect(shareLink(hidden.id, newUserId())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  collect,
  generatingAgent,
  newUserId,
  readyAgent,
  useActionsStack,
} from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

function watch(agentId: string) {
  const owner = collect<Agent>((push) =>
    actions.bus.subscribe(catalog.agentChanged, (e) => e.agent.id === agentId && push(e.agent)),
  );
  const community = collect<Agent | null>((push) =>
    actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agentId && push(e.agent)),
  );
  return { owner, community, stop: () => (owner.stop(), community.stop()) };
}

const setVisibility = (input: {
  agentId: string;
  ownerId: string;
  visibility: 'public' | 'private';
  category?: 'History' | 'Animals';
}) => actions.bus.request(catalogActions.setVisibility, input);

describe('catalog.agent.set-visibility', () => {
  it('makes a ready agent public with its category, then private keeping the category, announcing both', async () => {
    const agent = await readyAgent(actions.bus);
    const events = watch(agent.id);
    const made = await setVisibility({ agentId: agent.id, ownerId: agent.ownerId, visibility: 'public', category: 'History' });
    expect(made).toMatchObject({
      visibility: 'public',
      category: 'History',
      version: agent.version,
      revision: agent.revision + 1,
    });
    const hidden = await setVisibility({ agentId: agent.id, ownerId: agent.ownerId, visibility: 'private', category: 'Animals' });
    expect(hidden).toMatchObject({ visibility: 'private', category: 'History' });
    await expect.poll(() => events.owner.seen.map((each) => each.visibility)).toEqual(['public', 'private']);
    // The community sees it arrive, then leave (null).
    await expect.poll(() => events.community.seen.map((each) => each?.visibility ?? null)).toEqual(['public', null]);
    events.stop();
  });

  it('refuses to make an agent public before it is ready', async () => {
    const agent = await generatingAgent(actions.bus);
    await expect(setVisibility({ agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a ready agent can be made public. Wait until it is ready and try again.',
    });
  });

  it('is for the owner only: NOT_FOUND on a private agent of another, FORBIDDEN on a public one', async () => {
    const agent = await readyAgent(actions.bus);
    const stranger = newUserId();
    await expect(setVisibility({ agentId: agent.id, ownerId: stranger, visibility: 'public' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await setVisibility({ agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    await expect(setVisibility({ agentId: agent.id, ownerId: stranger, visibility: 'private' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not own this agent',
    });
    expect((await actions.deps.agents.sharing.findForViewer(agent.id))?.agent.visibility).toBe('public');
  });
});

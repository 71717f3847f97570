import { randomBytes } from 'node:crypto';
import { AGENT_CATEGORIES, catalogActions } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { newUserId, publicAgent, readyAgent, useActionsStack } from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack();

describe('catalog.agent.count-community-categories', () => {
  it('counts public finished agents per category for the search text, every category listed, and the total for All', async () => {
    const t = `tok${randomBytes(4).toString('hex')}`;
    await publicAgent(actions.bus, `${t} a`, 'Animals');
    await publicAgent(actions.bus, `${t} b`, 'Animals');
    await publicAgent(actions.bus, `${t} c`, 'Lifestyle');
    await readyAgent(actions.bus, newUserId(), { name: `${t} private` });
    const counts = await actions.bus.request(catalogActions.countCommunityCategories, { search: t });
    expect(counts.all).toBe(3);
    // Every category, in the spec's order, zeros included.
    expect(counts.categories.map((each) => each.category)).toEqual([...AGENT_CATEGORIES]);
    expect(
      Object.fromEntries(counts.categories.filter((each) => each.count > 0).map((each) => [each.category, each.count])),
    ).toEqual({
      Animals: 2,
      Lifestyle: 1,
    });
    const everything = await actions.bus.request(catalogActions.countCommunityCategories, {});
    expect(everything.all).toBeGreaterThanOrEqual(3);
  });
});

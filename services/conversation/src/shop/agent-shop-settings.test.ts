import { shop, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';

import { AgentShopSettings, shopSettingsOf } from './agent-shop-settings.js';

const AGENT_ID = 'agent-1';
const settings = (url: string) => shop.ShopifyMcp.parse({ enabled: true, url });
const agentWith = (url: string) => ({ id: AGENT_ID, shopify_mcp: settings(url) }) as unknown as Agent;

/** A catalog that answers getAgent with what `current` holds, counting the requests. */
function catalogBus(current: { url: string }) {
  const bus = {
    asked: 0,
    request: async () => {
      bus.asked += 1;
      return agentWith(current.url);
    },
  };
  return bus;
}

const session = { agentId: AGENT_ID, ownerId: 'owner-1' };

describe('an agent’s store settings as the conversation replica heard them', () => {
  it('asks the catalog once, then answers from what it heard', async () => {
    const bus = catalogBus({ url: 'https://one.example' });
    const deps = { bus: bus as never, shopSettings: new AgentShopSettings() };
    expect((await shopSettingsOf(deps, session))?.url).toBe('https://one.example');
    expect((await shopSettingsOf(deps, session))?.url).toBe('https://one.example');
    expect(bus.asked).toBe(1);
  });

  it('takes a change of the agent at once, and asks again after a deletion', async () => {
    const current = { url: 'https://one.example' };
    const bus = catalogBus(current);
    const deps = { bus: bus as never, shopSettings: new AgentShopSettings() };
    await shopSettingsOf(deps, session);
    deps.shopSettings.heard(agentWith('https://two.example'));
    expect((await shopSettingsOf(deps, session))?.url).toBe('https://two.example');
    expect(bus.asked).toBe(1);
    deps.shopSettings.forget(AGENT_ID);
    current.url = 'https://three.example';
    expect((await shopSettingsOf(deps, session))?.url).toBe('https://three.example');
    expect(bus.asked).toBe(2);
  });

  it('does not keep a reply read before a change it heard meanwhile', async () => {
    const shopSettings = new AgentShopSettings();
    let answer!: (agent: Agent) => void;
    const reading = shopSettings.read(AGENT_ID, () => new Promise<Agent>((resolve) => (answer = resolve)));
    shopSettings.heard(agentWith('https://new.example'));
    answer(agentWith('https://old.example'));
    expect((await reading)?.url).toBe('https://old.example');
    expect(shopSettings.get(AGENT_ID)?.url).toBe('https://new.example');
  });

  it('asks again once what it heard is five minutes old', async () => {
    let now = 0;
    const bus = catalogBus({ url: 'https://one.example' });
    const deps = { bus: bus as never, shopSettings: new AgentShopSettings(() => now) };
    await shopSettingsOf(deps, session);
    now = 5 * 60_000 - 1;
    await shopSettingsOf(deps, session);
    expect(bus.asked).toBe(1);
    now = 5 * 60_000 + 1;
    await shopSettingsOf(deps, session);
    expect(bus.asked).toBe(2);
  });

  it('keeps nothing when the catalog does not answer', async () => {
    const bus = {
      request: async () => {
        throw new Error('no responders');
      },
    };
    const deps = { bus: bus as never, shopSettings: new AgentShopSettings() };
    expect(await shopSettingsOf(deps, session)).toBeNull();
    expect(deps.shopSettings.get(AGENT_ID)).toBeUndefined();
  });
});

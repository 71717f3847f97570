import { catalog, shop, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { AGENT_NOT_FOUND, onAgent } from '../../shared/agent-action.js';
import { NoBody, ShopifyMcpBody, ValidateBody } from '../validation.js';
import { validateStore, type StoreValidation } from './validate-store.js';

type Deps = Pick<GatewayDeps, 'bus'>;

const SIGN_IN = 'Sign in to change agent settings.';

/** The owner's agent, or NOT_FOUND (another user's agent is not found either: owner business only). */
async function ownedAgent(deps: Deps, caller: { userId: string; agentId: string }): Promise<Agent> {
  const agent = await deps.bus.request(catalog.getAgent, {
    agentId: caller.agentId,
    scope: { kind: 'owner', ownerId: caller.userId },
  });
  if (!agent) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return agent;
}

/** GET /api/agents/{id}/shopify: the stored block with the spec's defaults; owner only. */
export function getShopifyMcp(deps: Deps, userId: string | null, agentId: unknown) {
  return onAgent({ userId, agentId, body: {}, schema: NoBody, signInMessage: SIGN_IN }, async (caller) => ({
    shopify_mcp: (await ownedAgent(deps, caller)).shopify_mcp,
  }));
}

/** POST /api/agents/{id}/shopify/validate {url}: connect, initialize, tools/list; owner only. */
export function validateShopifyMcp(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: ValidateBody, signInMessage: SIGN_IN }, async (caller, { url }) => {
    await ownedAgent(deps, caller);
    return { validation: await validateStore(deps, url) };
  });
}

/**
 * PUT /api/agents/{id}/shopify: what the body carries replaces the saved fields (spec 003
 * section 4). Disabled to Enabled (or a new URL while enabled) happens only after the store
 * validates; the functions then are the store's list, all selected unless the body chose.
 * The selection never names a function the store does not list.
 */
export function setShopifyMcp(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: ShopifyMcpBody, signInMessage: SIGN_IN }, async (caller, change) => {
    const saved = (await ownedAgent(deps, caller)).shopify_mcp;
    let next: shop.ShopifyMcp = { ...saved, ...definedOf(change) };
    if (next.enabled && next.url === '') throw new AppError('BAD_INPUT', shop.URL_REQUIRED);
    if (next.enabled && (!saved.enabled || next.url !== saved.url)) {
      const validation = await validateStore(deps, next.url);
      if (!validation.valid) throw new AppError('BAD_INPUT', validation.error ?? 'Validation failed');
      next = withFunctions(next, validation, change.selected_functions !== undefined);
    }
    const available = new Set(next.available_functions);
    next.selected_functions = [...new Set(next.selected_functions)].filter((name) => available.has(name));
    // Only what changes is written, field by field: the modal saves several settings at once.
    const changed = changedFields(saved, next);
    if (Object.keys(changed).length === 0) return { shopify_mcp: saved };
    const agent = await deps.bus.request(shop.setShopifyMcp, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      shopify_mcp: changed,
    });
    return { shopify_mcp: agent.shopify_mcp };
  });
}

function withFunctions(next: shop.ShopifyMcp, validation: StoreValidation, chosen: boolean): shop.ShopifyMcp {
  return {
    ...next,
    available_functions: validation.functions,
    selected_functions: chosen ? next.selected_functions : validation.functions,
  };
}

function changedFields(saved: shop.ShopifyMcp, next: shop.ShopifyMcp): shop.ShopifyMcpFields {
  const keys = Object.keys(next) as Array<keyof shop.ShopifyMcp>;
  return Object.fromEntries(
    keys.filter((key) => JSON.stringify(saved[key]) !== JSON.stringify(next[key])).map((key) => [key, next[key]]),
  ) as shop.ShopifyMcpFields;
}

const definedOf = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

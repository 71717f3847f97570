import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
let store: TestStore;
let down: TestStore;
const STORE_TOOLS = [
  'search_catalog',
  'lookup_catalog',
  'get_product',
  'search_shop_policies_and_faqs',
  'get_cart',
  'update_cart',
];
const DEFAULTS = {
  url: '',
  language: 'English',
  currency: 'dollar',
  enabled: false,
  show_qr_code: false,
  tool_use: 'auto',
  available_functions: [],
  selected_functions: [],
};

beforeAll(async () => {
  [store, down] = await Promise.all([startTestStore('ok'), startTestStore('fail')]);
  stack = await startStack();
  // The test stores run on loopback: the tests-only switch of the outbound address rules.
  await startConversationOn(stack, { PROVIDERS_ALLOW_LOOPBACK: 'true' }, fakeEngines());
});
afterAll(async () => {
  await stack.stop();
  await Promise.all([store.stop(), down.stop()]);
});

describe('GET /api/agents/{id}/shopify', () => {
  it('answers the spec defaults for an agent without a shop, and GET /api/agents/{id} carries them', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await owner.client.get(`/api/agents/${agent.id}/shopify`)).data).toEqual({ success: true, shopify_mcp: DEFAULTS });
    expect((await owner.client.get(`/api/agents/${agent.id}`)).data.shopify_mcp).toEqual(DEFAULTS);
  });

  it('refuses anyone but the owner, and GET /api/agents/{id} does not show another user the block', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await stack.client().get(`/api/agents/${agent.id}/shopify`)).status).toBe(401);
    const refused = await other.client.get(`/api/agents/${agent.id}/shopify`);
    expect([refused.status, refused.data.error]).toEqual([404, 'Agent not found']);
    expect(
      (await other.client.request('PUT', `/api/agents/${agent.id}/shopify`, { json: { shopify_mcp: { show_qr_code: true } } }))
        .status,
    ).toBe(404);
    expect((await other.client.post(`/api/agents/${agent.id}/shopify/validate`, { url: store.url })).status).toBe(404);
    expect(store.methods).not.toContain('never');
  });
});

describe('POST /api/agents/{id}/shopify/validate', () => {
  it("connects, initializes and lists the store's tools over MCP (the server's list is the truth)", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const before = store.methods.length;
    const answer = await owner.client.post(`/api/agents/${agent.id}/shopify/validate`, { url: store.url });
    expect(answer.data).toEqual({ success: true, valid: true, url: store.endpoint, functions: STORE_TOOLS, error: null });
    expect(store.methods.slice(before)).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
  });

  it('answers valid false with the reason for a store that fails, a private address, a non-address; 400 without a URL', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const validate = (url: unknown) => owner.client.post(`/api/agents/${agent.id}/shopify/validate`, { url });
    expect((await validate(down.url)).data).toMatchObject({
      valid: false,
      url: down.endpoint,
      functions: [],
      error: 'Unable to connect to MCP endpoint (HTTP 500)',
    });
    expect((await validate('http://10.1.2.3')).data).toMatchObject({ valid: false, error: 'Local URLs are not allowed' });
    expect((await validate('http://169.254.169.254')).data).toMatchObject({ valid: false, error: 'Local URLs are not allowed' });
    expect((await validate('ftp://shop.example')).data).toMatchObject({ valid: false, url: '', error: 'Invalid URL' });
    const blank = await validate('  ');
    expect([blank.status, blank.data.error]).toEqual([400, 'URL is required']);
  });
});

describe('PUT /api/agents/{id}/shopify', () => {
  it('enables only after the store validates, selecting all its functions; then saves each setting at once', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const put = (body: object) => owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, { json: { shopify_mcp: body } });

    const noUrl = await put({ enabled: true });
    expect([noUrl.status, noUrl.data.error]).toEqual([400, 'URL is required']);
    const failing = await put({ url: down.url, enabled: true });
    expect([failing.status, failing.data.error]).toEqual([400, 'Unable to connect to MCP endpoint (HTTP 500)']);
    expect((await owner.client.get(`/api/agents/${agent.id}/shopify`)).data.shopify_mcp.enabled).toBe(false);

    const enabled = await put({ url: store.url, enabled: true });
    expect(enabled.data).toEqual({
      success: true,
      error: null,
      shopify_mcp: {
        ...DEFAULTS,
        url: store.url,
        enabled: true,
        available_functions: STORE_TOOLS,
        selected_functions: STORE_TOOLS,
      },
    });

    // Codes, labels, names and abbreviations are matched and saved in the stored form.
    const saved = await put({ language: 'fr', currency: 'EUR', show_qr_code: true, tool_use: 'required' });
    expect(saved.data.shopify_mcp).toMatchObject({
      language: 'French',
      currency: 'euro',
      show_qr_code: true,
      tool_use: 'required',
    });
    expect((await put({ currency: 'R$' })).data.shopify_mcp.currency).toBe('real');
    expect((await put({ language: 'Japanese' })).data.shopify_mcp.language).toBe('Japanese');

    // The selection keeps only functions the store lists.
    const picked = await put({ selected_functions: ['search_catalog', 'get_product', 'delete_store'] });
    expect(picked.data.shopify_mcp.selected_functions).toEqual(['search_catalog', 'get_product']);

    for (const bad of [{ language: 'Klingon' }, { currency: 'bitcoin' }, { tool_use: 'sometimes' }, { enabled: 'yes' }]) {
      expect((await put(bad)).status).toBe(400);
    }
    const disabled = await put({ enabled: false });
    expect(disabled.data.shopify_mcp).toMatchObject({
      enabled: false,
      url: store.url,
      selected_functions: ['search_catalog', 'get_product'],
    });
    expect((await owner.client.get(`/api/agents/${agent.id}`)).data.shopify_mcp).toMatchObject({
      language: 'Japanese',
      currency: 'real',
    });
  });
});

describe('saves at the same moment', () => {
  it('each keeps its field: the modal saves language, currency, tool use and QR one after the other without waiting', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const put = (body: object) => owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, { json: { shopify_mcp: body } });
    const answers = await Promise.all([
      put({ language: 'de' }),
      put({ currency: 'GBP' }),
      put({ tool_use: 'required' }),
      put({ show_qr_code: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await owner.client.get(`/api/agents/${agent.id}/shopify`)).data.shopify_mcp).toEqual({
      ...DEFAULTS,
      language: 'German',
      currency: 'pound',
      tool_use: 'required',
      show_qr_code: true,
    });
  });
});

describe('the GraphQL twins', () => {
  const FIELDS = 'url language currency enabled show_qr_code tool_use available_functions selected_functions endpoint';
  it('validate, save and read the block for the owner only', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const validated = await owner.client.graphql(
      'mutation($id: ID!, $url: String!) { validateAgentShopifyMcp(id: $id, url: $url) { ok valid url functions reason error { code message } } }',
      { id: agent.id, url: store.url },
    );
    expect(validated.data.validateAgentShopifyMcp).toEqual({
      ok: true,
      valid: true,
      url: store.endpoint,
      functions: STORE_TOOLS,
      reason: null,
      error: null,
    });
    const set = await owner.client.graphql(
      `mutation($id: ID!, $s: ShopifyMcpInput!) { setAgentShopifyMcp(id: $id, shopifyMcp: $s) { ok shopifyMcp { ${FIELDS} } error { code message } } }`,
      { id: agent.id, s: { url: store.url, enabled: true, currency: 'yen' } },
    );
    expect(set.data.setAgentShopifyMcp).toMatchObject({
      ok: true,
      shopifyMcp: { enabled: true, currency: 'yen', endpoint: store.endpoint, selected_functions: STORE_TOOLS },
    });
    const read = `query($id: ID!) { agent(id: $id) { id shopifyMcp { ${FIELDS} } } }`;
    expect((await owner.client.graphql(read, { id: agent.id })).data.agent.shopifyMcp.currency).toBe('yen');
    const refused = await other.client.graphql(
      `mutation($id: ID!, $s: ShopifyMcpInput!) { setAgentShopifyMcp(id: $id, shopifyMcp: $s) { ok error { code message } } }`,
      { id: agent.id, s: { enabled: false } },
    );
    expect(refused.data.setAgentShopifyMcp).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'Agent not found' } });
  });
});

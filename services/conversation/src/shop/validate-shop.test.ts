import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { validateShop } from './validate-shop.js';

const LOOPBACK_ALLOWED = { allowLoopback: true };
const stores: Record<string, TestStore> = {};

beforeAll(async () => {
  for (const mode of ['ok', 'hang', 'no-tools', 'not-mcp', 'malformed'] as const) stores[mode] = await startTestStore(mode);
});
afterAll(() => Promise.all(Object.values(stores).map((store) => store.stop())));

describe('validating a store over MCP', () => {
  it('lists the tools of a store speaking the protocol, with their descriptions', async () => {
    const answer = await validateShop(stores.ok!.endpoint, LOOPBACK_ALLOWED, 5000);
    expect(answer.valid).toBe(true);
    expect(answer.functions.map((tool) => tool.name)).toContain('search_catalog');
    expect(answer.functions.find((tool) => tool.name === 'search_catalog')?.description).toMatch(/catalog/);
    // A store whose calls answer badly still lists its tools: validation does not call them.
    expect((await validateShop(stores.malformed!.endpoint, LOOPBACK_ALLOWED, 5000)).valid).toBe(true);
  });

  it('refuses loopback without the tests-only switch, before sending anything', async () => {
    const before = stores.ok!.methods.length;
    expect(await validateShop(stores.ok!.endpoint, {}, 5000)).toEqual({
      valid: false,
      functions: [],
      error: 'Local URLs are not allowed',
    });
    expect(await validateShop('http://localhost:9/api/mcp', {}, 5000)).toMatchObject({ error: 'Local URLs are not allowed' });
    expect(await validateShop('http://[::ffff:7f00:1]:9/api/mcp', {}, 5000)).toMatchObject({
      error: 'Local URLs are not allowed',
    });
    expect(stores.ok!.methods.length).toBe(before);
  });

  it('gives up on a store that does not answer within the cap', async () => {
    const started = Date.now();
    const answer = await validateShop(stores.hang!.endpoint, LOOPBACK_ALLOWED, 800);
    expect(answer).toEqual({ valid: false, functions: [], error: 'Unable to connect to MCP endpoint: no answer within 0.8 s' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers why for a store with no tools and for a page that is no MCP server', async () => {
    expect(await validateShop(stores['no-tools']!.endpoint, LOOPBACK_ALLOWED, 5000)).toMatchObject({
      valid: false,
      error: 'The MCP endpoint lists no functions',
    });
    expect(await validateShop(stores['not-mcp']!.endpoint, LOOPBACK_ALLOWED, 5000)).toMatchObject({
      valid: false,
      error: expect.stringMatching(/^Unable to connect to MCP endpoint/),
    });
  });
});

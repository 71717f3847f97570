import { createLogger } from '@avatarium/platform';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf, signedInUser, storedAgent } from '../../../testkit/agent-cards.js';
import {
  authorizationTable,
  CALLERS,
  ownerFixture,
  PUBLIC_READS,
  type Fixture,
} from '../../../testkit/authorization/authorization-table.js';
import type { TestClient } from '../../../testkit/http-client.js';
import { gatewayModules } from '../modules/index.js';
import type { GatewayModule } from '../modules/gateway-module.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { gatewayRouteKeys, schemaFieldKeys } from '../../../testkit/authorization/route-inventory.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

/** Keys of the API that have neither a row nor a public-read entry. */
function uncovered(api: string[]): string[] {
  const rows = new Set(authorizationTable.map((row) => row.key));
  return api.filter((key) => !rows.has(key) && !PUBLIC_READS.has(key));
}

describe('the authorization table covers the whole API', () => {
  it('names a route or mutation added without a row', () => {
    const probe: GatewayModule = {
      name: 'probe',
      typeDefs: 'extend type Mutation { newThing: Boolean }',
      routes: () => Router().post('/new-thing', (_req, res) => void res.end()),
    };
    const modules = [...gatewayModules, probe];
    const api = [...gatewayRouteKeys(stack.gateway.deps, createLogger('test', 'silent'), modules), ...schemaFieldKeys(modules)];
    expect(uncovered(api)).toEqual(['POST /api/new-thing', 'Mutation.newThing']);
  });

  it('has a row for every REST route and every mutation and query, or names it a public read', () => {
    const rows = new Set(authorizationTable.map((row) => row.key));
    expect(rows.size, 'one row per key').toBe(authorizationTable.length);
    const api = [...gatewayRouteKeys(stack.gateway.deps, createLogger('test', 'silent')), ...schemaFieldKeys()];
    // A route or field added without a row (or a public-read entry) fails here, by name.
    expect(uncovered(api)).toEqual([]);
    // And no row outlives its route.
    expect([...rows, ...PUBLIC_READS].filter((key) => !api.includes(key))).toEqual([]);
  });
});

describe.each(authorizationTable)('$key', (row) => {
  let fixture: Fixture;
  let other: { client: TestClient; userId: string };
  beforeAll(async () => {
    const base = await ownerFixture(stack);
    fixture = { ...base, extra: {} };
    fixture.extra = (await row.prepare?.(fixture)) ?? {};
    other = await signedInUser(stack);
  });

  // In this order: the owner's call may change or delete the agent, so it comes last.
  it.each(CALLERS)('as %s', async (caller) => {
    const client = caller === 'owner' ? fixture.owner.client : caller === 'another user' ? other.client : stack.client();
    const cell = await row.call(client, fixture);
    expect(cell.outcome, `${row.key} as ${caller}`).toBe(row.expected[caller]);
    expect(cell.json, 'answers JSON').toBe(true);
    if (row.actsOnAgent && cell.outcome !== row.expected.owner) {
      // Refused: the agent is exactly as it was, and nobody got a copy.
      expect(await storedAgent(stack, fixture.agent)).toEqual(fixture.agent);
      expect(await agentIdsOf(stack, fixture.owner.userId)).toEqual([fixture.agent.id]);
      expect(await agentIdsOf(stack, other.userId)).toEqual([]);
    }
  });
});

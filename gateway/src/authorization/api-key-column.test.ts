import { createLogger } from '@avatarium/platform';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf, signedInUser, storedAgent } from '../../../testkit/agent-cards.js';
import { authorizationTable, ownerFixture, type Fixture } from '../../../testkit/authorization/authorization-table.js';
import { gatewayRouteKeys } from '../../../testkit/authorization/route-inventory.js';
import { issuedKey } from '../../../testkit/developer/api-key-kit.js';
import { TestClient } from '../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { buildSchema } from '../graphql/schema.js';
import { API_KEY_ACCESS } from '../api-keys/api-key-access.js';

// The authorization matrix's API-key column (issue 29): every row of the table called by a
// script holding ANOTHER user's key with every scope. A key acts as its owner and nothing more:
// where the table lets keys in, it gets exactly what that other user gets with their session;
// where it does not, a 403. Either way the owner's agent is untouched and nobody got a copy.

/** A caller with no cookie that sends the key on every request, as a script would. */
class KeyClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly secret: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, options: Parameters<TestClient['request']>[2] = {}) {
    return super.request(method, path, { ...options, headers: { ...options.headers, authorization: `Bearer ${this.secret}` } });
  }
}

/** What the other user's key must get for a row. */
function expectedForKey(key: string, otherUser: string): string {
  const graphql = /^(Query|Mutation)\./.test(key);
  if (!graphql && !key.split(' ')[1]!.startsWith('/api/')) return 'outside'; // only /api and /graphql take keys
  if (API_KEY_ACCESS[key] !== undefined) return otherUser;
  return graphql ? 'FORBIDDEN' : '403';
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const rows = authorizationTable.filter((row) => expectedForKey(row.key, row.expected['another user']) !== 'outside');

describe('the API key access table', () => {
  it('names only routes and root fields the gateway has (subscriptions included)', () => {
    const schema = buildSchema();
    const fields = ['Query', 'Mutation', 'Subscription'].flatMap((name) => {
      const type = schema.getType(name);
      return type && isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${name}.${field}`) : [];
    });
    const known = new Set([...gatewayRouteKeys(stack.gateway.deps, createLogger('test', 'silent')), ...fields]);
    expect(Object.keys(API_KEY_ACCESS).filter((key) => !known.has(key))).toEqual([]);
  });
});

describe.each(rows)('$key with another user’s API key', (row) => {
  let fixture: Fixture;
  let client: KeyClient;
  let otherUserId: string;
  beforeAll(async () => {
    const base = await ownerFixture(stack);
    fixture = { ...base, extra: {} };
    fixture.extra = (await row.prepare?.(fixture)) ?? {};
    const other = await signedInUser(stack);
    otherUserId = other.userId;
    client = new KeyClient(stack.url, (await issuedKey(other.client)).secret);
  });

  it('gets what that user gets, or 403 where keys may not go', async () => {
    const cell = await row.call(client, fixture);
    expect(cell.outcome).toBe(expectedForKey(row.key, row.expected['another user']));
    expect(cell.json, 'answers JSON').toBe(true);
    if (row.actsOnAgent) {
      expect(await storedAgent(stack, fixture.agent)).toEqual(fixture.agent);
      expect(await agentIdsOf(stack, fixture.owner.userId)).toEqual([fixture.agent.id]);
      expect(await agentIdsOf(stack, otherUserId)).toEqual([]);
    }
  });
});

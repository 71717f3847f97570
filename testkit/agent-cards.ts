import { catalog, catalogActions, type AGENT_CATEGORIES, type Agent, type AgentPersona } from '@avatarium/contracts';
import { generatingAgent, readyAgent } from './catalog/agent-actions-stack.js';
import type { TestClient } from './http-client.js';
import { signUpUser } from './seed.js';
import type { TestStack } from './stack.js';

/** A signed-in browser tab of a fresh user. */
export async function signedInUser(stack: TestStack): Promise<{ client: TestClient; userId: string }> {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  return { client, userId };
}

/** A ready (private) agent of `ownerId`, made through the bus as the generation pipeline would. */
export function readyAgentOf(stack: TestStack, ownerId: string, persona: Partial<AgentPersona> = {}): Promise<Agent> {
  return readyAgent(stack.bus, ownerId, persona);
}

/** An agent of `ownerId` still generating. */
export function generatingAgentOf(stack: TestStack, ownerId: string): Promise<Agent> {
  return generatingAgent(stack.bus, ownerId);
}

/** A ready agent of `ownerId` made public in `category`. */
export async function publicAgentOf(
  stack: TestStack,
  ownerId: string,
  persona: Partial<AgentPersona> = {},
  category: (typeof AGENT_CATEGORIES)[number] = 'Fiction',
): Promise<Agent> {
  const agent = await readyAgentOf(stack, ownerId, persona);
  return stack.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId, visibility: 'public', category });
}

/** The agent as stored now (null when deleted), read as its owner. */
export function storedAgent(stack: TestStack, agent: Pick<Agent, 'id' | 'ownerId'>): Promise<Agent | null> {
  return stack.bus.request(catalog.getAgent, { agentId: agent.id, scope: { kind: 'owner', ownerId: agent.ownerId } });
}

/** The ids of `userId`'s agents. */
export async function agentIdsOf(stack: TestStack, userId: string): Promise<string[]> {
  return (await stack.bus.request(catalog.listOwnedAgents, { ownerId: userId })).map((agent) => agent.id);
}

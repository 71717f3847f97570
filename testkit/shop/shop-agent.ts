import type { conversation } from '@avatarium/contracts';
import { expect } from 'vitest';
import { readyAgentOf, signedInUser } from '../agent-cards.js';
import { holding, startSessionOver } from '../conversation/conversation-test-kit.js';
import type { TestStack } from '../stack.js';
import type { TestStore } from './test-store.js';

export type ConversationEvents = Array<{ sessionId: string; event: conversation.ConversationEvent }>;

/**
 * A signed-in owner's ready agent with the store's integration saved (enabled: validated, all
 * functions selected unless `settings` says otherwise) and a viewer session over it. `ask` sends
 * a text turn and waits for it in `events` (the stack's conversation events, collected by the
 * caller): the spoken text and the rich reply, if any.
 */
export async function shopAgentOn(
  stack: TestStack,
  events: ConversationEvents,
  store: TestStore,
  settings: Record<string, unknown>,
) {
  const owner = await signedInUser(stack);
  const agent = await readyAgentOf(stack, owner.userId);
  const saved = await owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, {
    json: { shopify_mcp: { url: store.url, enabled: true, ...settings } },
  });
  expect(saved.status).toBe(200);
  const session = await startSessionOver(owner.client, agent.id);
  const ask = async (text: string) => {
    const sent = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text },
      holding(session.sessionToken),
    );
    expect(sent.status).toBe(200);
    const ofTurn = () =>
      events.filter((e) => e.sessionId === session.sessionId && 'turnId' in e.event && e.event.turnId === sent.data.turnId);
    await expect
      .poll(() => ofTurn().some((e) => ['turn.done', 'turn.failed'].includes(e.event.type)), { timeout: 20_000 })
      .toBe(true);
    const done = ofTurn().find((e) => e.event.type === 'turn.done')?.event as { text: string } | undefined;
    const rich = ofTurn().find((e) => e.event.type === 'turn.rich')?.event as { reply: conversation.RichReply } | undefined;
    return { text: done?.text ?? null, reply: rich?.reply ?? null };
  };
  return { owner, agent, session, ask };
}

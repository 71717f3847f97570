import { conversation } from '@avatarium/contracts';
import { expect } from 'vitest';
import { readyAgentOf } from '../agent-cards.js';
import { holding, startSessionOver } from '../conversation/conversation-test-kit.js';
import { toldModel, type FakeEngines } from '../conversation/fake-engines.js';
import type { TestClient } from '../http-client.js';
import type { TestStack } from '../stack.js';
import { sendFiles } from '../uploads/upload-test-kit.js';

// A BOM, a header, quoted commas, doubled quotes and a line break inside quotes.
export const MUSEUM_FAQ = [
  '\uFEFFQuestion,Answer',
  'When is the museum open?,"Every day from 9 to 17, except Mondays."',
  'How much is a ticket?,"Adults pay 12 euros; children under 12 enter free."',
  '"Is there a ""family"" ticket?","Yes: two adults and up to three children, 30 euros."',
  'Can I bring my dog?,"Only assistance dogs are allowed inside.\nOther dogs may wait in the garden."',
  'Where do I park?,The car park behind the lighthouse is free for visitors.',
  'Is the tower accessible?,A lift reaches the first gallery; the lantern room has stairs only.',
].join('\r\n');

export interface Owner {
  client: TestClient;
  userId: string;
}

export async function uploadCsv(client: TestClient, agentId: string, text: string, name = 'faq.csv'): Promise<string> {
  const sent = await sendFiles(client, [{ name, bytes: Buffer.from(text, 'utf8'), type: 'text/csv' }], agentId);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.uploads[0].storagePath as string;
}

/** A ready agent of `owner` with `text` as its FAQ (RAG off), and the PATCH reply. */
export async function agentWithFaq(stack: TestStack, owner: Owner, text = MUSEUM_FAQ) {
  const agent = await readyAgentOf(stack, owner.userId, { name: 'Keeper Isla' });
  const path = await uploadCsv(owner.client, agent.id, text);
  const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
    json: { knowledge: { faq: path, enabled: false } },
  });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  return { agent, saved };
}

export const waitKnowledgeReady = (client: TestClient, agentId: string, timeout = 15_000) =>
  expect.poll(async () => (await client.get(`/api/agents/${agentId}/knowledge`)).data.state.status, { timeout }).toBe('ready');

/**
 * Asks an agent questions in a conversation and reads what the model was given (the system
 * prompt) and the sources its answer carried (turn.done).
 */
export function conversationProbe(stack: TestStack, engines: FakeEngines) {
  const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
  return async (client: TestClient, agentId: string) => {
    const session = await startSessionOver(client, agentId);
    return async (text: string) => {
      const before = engines.chat.requests.length;
      const sent = await client.post(`/api/conversations/${session.sessionId}/messages`, { text }, holding(session.sessionToken));
      expect(sent.status).toBe(200);
      let done: { sources: Array<{ row: number; question: string }> } | undefined;
      await expect
        .poll(
          () => {
            const found = events.find(
              (e) => e.sessionId === session.sessionId && e.event.type === 'turn.done' && e.event.turnId === sent.data.turnId,
            );
            done = found?.event as typeof done;
            return Boolean(found);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      // Everything the model was told besides the turns (the FAQ note stands right before the question).
      const system = toldModel(engines.chat.requests[before]!);
      return { sources: done!.sources, system };
    };
  };
}

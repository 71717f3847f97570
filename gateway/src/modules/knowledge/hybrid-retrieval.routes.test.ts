import { knowledge } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { agentWithFaq, conversationProbe, waitKnowledgeReady } from '../../../../testkit/knowledge/faq-test-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// The real offline embedder (all-MiniLM-L6-v2 on the CPU) beside BM25.
let stack: TestStack;
let probe: ReturnType<typeof conversationProbe>;
const changes: knowledge.KnowledgeState[] = [];

beforeAll(async () => {
  stack = await startStack({ EMBEDDING_PROVIDER: 'local' });
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks read the prompt the model is given: they need the fake engines');
  probe = conversationProbe(stack, fake);
  stack.bus.subscribe(knowledge.knowledgeChanged, ({ state }) => void changes.push(state));
}, 300_000);
afterAll(() => stack.stop());

describe('hybrid retrieval (words and meaning)', () => {
  it('finds the row a paraphrase means though no word matches, keeps declining what the FAQ does not cover', async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(stack, owner);
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitKnowledgeReady(owner.client, agent.id, 60_000);
    const steps = changes.filter((state) => state.agentId === agent.id).map((state) => state.progress?.step);
    expect(steps).toContain('Computing meaning vectors: 6 of 6');
    expect(steps.at(-1)).toBe('Ready: 6 questions');
    // The vectors are kept beside the FAQ: a restart or a toggle does not compute them again.
    expect(await stack.storage.stat(`knowledge/${agent.id}/vectors-r1.bin`)).not.toBeNull();

    const ask = await probe(owner.client, agent.id);
    const hours = await ask('What are your opening hours?');
    expect(hours.sources[0]).toEqual({ row: 1, question: 'When is the museum open?' });
    expect(hours.system).toContain('Every day from 9 to 17, except Mondays.');
    const pets = await ask('Are pets welcome?');
    expect(pets.sources[0]).toEqual({ row: 4, question: 'Can I bring my dog?' });
    // Words still count: a question sharing the FAQ's words is found as before.
    expect((await ask('How much is a ticket for adults?')).sources[0]).toEqual({ row: 2, question: 'How much is a ticket?' });

    const unrelated = await ask('What is the capital of France?');
    expect(unrelated.sources).toEqual([]);
    // A row found by its words that neither spells nor means what is asked does not answer it:
    // "Christmas" is in no row, so the question is kept for the owner, while "pets" (a row about
    // dogs) and "opening hours" (the opening times' row) above were answered.
    const christmas = await ask('Are you open on Christmas Day?');
    expect(christmas.sources[0]).toEqual({ row: 1, question: 'When is the museum open?' });
    await expect
      .poll(async () =>
        (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state.unanswered.map(
          (entry: { question: string }) => entry.question,
        ),
      )
      .toEqual(expect.arrayContaining(['What is the capital of France?', 'Are you open on Christmas Day?']));
    expect((await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state.unanswered).toHaveLength(2);
  });

  it('says which search found a row', async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(stack, owner);
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitKnowledgeReady(owner.client, agent.id, 60_000);
    const retrieve = (question: string) => stack.bus.request(knowledge.retrieve, { agentId: agent.id, question, limit: 3 });
    const byMeaning = await retrieve('Are pets welcome?');
    expect(byMeaning.passages[0]).toMatchObject({ row: 4, matched_by: 'meaning' });
    const byBoth = await retrieve('When is the museum open on Sunday?');
    expect(byBoth.passages[0]).toMatchObject({ row: 1, matched_by: 'both' });

    // Off and on again: the kept vectors are used, not computed again.
    const before = changes.length;
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: false });
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitKnowledgeReady(owner.client, agent.id, 60_000);
    const again = changes
      .slice(before)
      .filter((state) => state.agentId === agent.id)
      .map((state) => state.progress?.step);
    expect(again.some((step) => step?.startsWith('Computing meaning vectors'))).toBe(false);
    expect((await retrieve('Are pets welcome?')).passages[0]).toMatchObject({ row: 4 });
  });
});

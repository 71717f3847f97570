import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { toldModel, type FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { faqTalker } from '../../../../testkit/knowledge/faq-talk.js';
import { agentWithFaq, waitKnowledgeReady } from '../../../../testkit/knowledge/faq-test-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// Issue 24: the row a question closely asks is the answer the agent gives. The model is scripted
// to do what the 0.5B did in the eval: contradict the row ("Yes, your dog can come inside") or
// answer another row found beside it (the height for "How old is the lighthouse?"). With the real
// offline embedder (all-MiniLM-L6-v2), as the knowledge service runs it.

const FAQ = [
  'Question,Answer',
  'When is the museum open?,"Every day from 9 to 17, except Mondays."',
  'Can I bring my dog?,Only assistance dogs are allowed inside. Other dogs may wait in the garden.',
  'Where do I park?,The car park behind the lighthouse is free for visitors.',
  'How tall is the lighthouse?,"The tower is 48 metres tall, with 212 steps to the lantern room."',
  'When was the lighthouse built?,It was first lit in 1874 and automated in 1962.',
].join('\r\n');

const REPLIES: Record<string, string> = {
  'Can my dog come inside with me?': 'Yes, your dog can come inside with you. Enjoy your visit!',
  'How old is the lighthouse?': 'The lighthouse is currently 48 metres tall and has 212 steps to the lantern room.',
  'Is there somewhere to park my car?': 'Yes, the car park behind the lighthouse is free for visitors. Enjoy your visit!',
};

let stack: TestStack;
let engines: FakeEngines;
let talkTo: ReturnType<typeof faqTalker>;

beforeAll(async () => {
  stack = await startStack({ EMBEDDING_PROVIDER: 'local' });
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks script the model: they need the fake engines');
  engines = fake;
  talkTo = faqTalker(stack, fake);
}, 300_000);
afterAll(() => stack.stop());

beforeEach(() => {
  engines.chat.script = {
    reply: (request) => REPLIES[String(request.messages.at(-1)?.content)] ?? 'Hello!',
    firstTokenDelayMs: 2,
    tokenDelayMs: 2,
    error: null,
  };
});

describe('a reply held to the FAQ row its question closely asks', () => {
  it('says the owner’s answer where the model contradicts the row or answers another, and lets an agreeing reply through', async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(stack, owner, FAQ);
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitKnowledgeReady(owner.client, agent.id, 60_000);
    const ask = await talkTo(owner, agent.id);
    // What the model was told besides the turns (persona, memory and FAQ notes).
    const faqNote = () => toldModel(engines.chat.requests.at(-1)!);

    const dog = await ask('Can my dog come inside with me?');
    expect(dog.said).toBe('Only assistance dogs are allowed inside. Other dogs may wait in the garden.');
    expect(dog.deltas).toBe(dog.said);
    expect(dog.audio.join(' ')).not.toMatch(/Yes, your dog/);
    // The row alone, as the owner's answer to restate: no other row to answer from.
    expect(faqNote()).toContain('The owner\'s answer is: "Only assistance dogs are allowed inside.');
    expect(faqNote()).not.toContain('car park');

    const age = await ask('How old is the lighthouse?');
    expect(age.said).toBe('It was first lit in 1874 and automated in 1962.');
    expect(faqNote()).not.toContain('48 metres');

    const park = await ask('Is there somewhere to park my car?');
    expect(park.said).toBe('Yes, the car park behind the lighthouse is free for visitors. Enjoy your visit!');
    expect(park.audio).toEqual(['Yes, the car park behind the lighthouse is free for visitors.', 'Enjoy your visit!']);
  }, 120_000);
});

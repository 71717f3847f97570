import { conversation, knowledge } from '@avatarium/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerSession, talk, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';

// Issue 24, first audio with the FAQ on: the draft's prompt carries the FAQ note the turn will
// put before the question, so the note is evaluated while the visitor types. No knowledge service
// runs here: this file answers knowledge.retrieve itself, from a two-row FAQ.
const env = useConversationStack();

const PARKING = {
  row: 2,
  question: 'Where can I park?',
  answer: 'Parking is free behind the museum.',
  score: 4,
  similarity: 0.86,
};
const TICKETS = { row: 3, question: 'How much is a ticket?', answer: 'Tickets cost 12 euros.', score: 1, similarity: 0.31 };
/** The agent whose owner wants answers only from the FAQ. */
let strictAgentId = '';

beforeAll(() => {
  env.bus.serve(
    knowledge.retrieve,
    async ({ agentId, question }) => {
      // A search that takes a while: the question names "slowly".
      if (/slowly/i.test(question)) await new Promise((resolve) => setTimeout(resolve, 300));
      return {
        enabled: true,
        passages: /park/i.test(question) ? [PARKING, TICKETS] : [],
        answering: { ...knowledge.DEFAULT_ANSWERING, only_from_faq: agentId === strictAgentId },
        suggestions: [PARKING.question],
      };
    },
    'knowledge',
  );
});

beforeEach(() => {
  env.engines.chat.script = { reply: 'Parking is free behind the museum.', firstTokenDelayMs: 1, tokenDelayMs: 1, error: null };
  env.engines.chat.prepared.length = 0;
  env.engines.chat.answersBegun.length = 0;
});

/** Every question recorded for the owner as one the FAQ could not answer. */
function recordedUnanswered() {
  const seen: string[] = [];
  const stop = env.bus.subscribe(knowledge.recordUnanswered, ({ question }) => seen.push(question));
  return { seen, stop };
}

const draft = (session: { sessionId: string; sessionToken: string }, text: string) =>
  env.bus.request(conversation.draftText, { ...session, text });
const preparedFor = (question: string) => env.engines.chat.prepared.filter((messages) => messages.at(-1)?.content === question);

describe('a draft read ahead with the FAQ on', () => {
  it("carries the turn's FAQ note, and the turn sent as typed asks the model exactly the prompt read ahead", async () => {
    const { session } = await ownerSession(env.bus);
    expect(await draft(session, 'Where can I park')).toEqual({ readAhead: true });
    await expect.poll(() => preparedFor('Where can I park')).toHaveLength(1);
    const [typed] = preparedFor('Where can I park');
    // The close row alone, right before the question.
    expect(typed!.at(-2)).toMatchObject({ role: 'system', content: expect.stringContaining(PARKING.answer) as string });
    expect(typed!.at(-2)!.content).not.toContain(TICKETS.answer);
    // Not whole yet: only read, no answer begun.
    expect(env.engines.chat.answersBegun).toEqual([]);

    await draft(session, 'Where can I park?');
    await expect.poll(() => env.engines.chat.answersBegun.map((begun) => begun.question)).toEqual(['Where can I park?']);
    const [whole] = preparedFor('Where can I park?');
    const { events } = await talk(env.bus, session, 'Where can I park?');
    expect(events.at(-1)?.type).toBe('turn.done');
    expect(env.engines.chat.requests.at(-1)?.messages).toEqual(whole);
    expect(env.engines.chat.requests.at(-1)?.maxTokens).toBe(env.engines.chat.answersBegun[0]!.answer.maxTokens);
  });

  it('records a question the FAQ has nothing for when it is sent, not while it is typed', async () => {
    const { session } = await ownerSession(env.bus);
    const recorded = recordedUnanswered();
    try {
      await draft(session, 'Do you sell maps?');
      await expect.poll(() => preparedFor('Do you sell maps?')).toHaveLength(1);
      const [typed] = preparedFor('Do you sell maps?');
      expect(typed!.at(-2)!.content).toContain('Your FAQ has nothing about');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(recorded.seen).toEqual([]);
      await talk(env.bus, session, 'Do you sell maps?');
      await expect.poll(() => recorded.seen).toEqual(['Do you sell maps?']);
      expect(env.engines.chat.requests.at(-1)?.messages).toEqual(typed);
    } finally {
      recorded.stop();
    }
  });

  it("begins no answer where the owner's own sentence will answer instead of the model", async () => {
    const { agent, session } = await ownerSession(env.bus);
    strictAgentId = agent.id;
    await draft(session, 'Do you sell maps?');
    await expect.poll(() => preparedFor('Do you sell maps?')).toHaveLength(1);
    await draft(session, 'Where can I park?');
    await expect.poll(() => preparedFor('Where can I park?')).toHaveLength(1);
    // The FAQ answers the second: its answer is begun; the first gets the owner's sentence.
    expect(env.engines.chat.answersBegun.map((begun) => begun.question)).toEqual(['Where can I park?']);
  });

  it('reads no draft whose question was sent before its FAQ search ended', async () => {
    const { session } = await ownerSession(env.bus);
    // The turn starts while the draft's search is still on its way: the draft is not read after it.
    await draft(session, 'Can I park slowly?');
    await talk(env.bus, session, 'Can I park slowly?');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preparedFor('Can I park slowly?')).toEqual([]);
  });
});

describe('drafts of one session', () => {
  it('evaluates none older than the newest: a search that ends after a newer draft is dropped', async () => {
    const { session } = await ownerSession(env.bus);
    await draft(session, 'Where can I park slowly');
    await draft(session, 'Where can I park slowly, please?');
    // The older draft's search ends while the newer one's runs: it is not read.
    await expect.poll(() => preparedFor('Where can I park slowly, please?')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preparedFor('Where can I park slowly')).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { startSession, talk, talkableAgent, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';

// Issue 24, memory: every turn of the conversation reaches the model, the last ones as turns
// (CONVERSATION_HISTORY_TURNS, 3 here) and the rest condensed into the system prompt, with the
// visitor's name, their first question and what they told about themselves.
const env = useConversationStack({ CONVERSATION_HISTORY_TURNS: '3' });

beforeEach(() => {
  env.engines.chat.script = { reply: 'Noted.', firstTokenDelayMs: 1, tokenDelayMs: 1, error: null };
});

describe('what the model is given of the conversation so far', () => {
  it('the last turns as turns, the older ones condensed, the name, first question and facts as notes', async () => {
    const agent = await talkableAgent(env.bus);
    const started = await startSession(env.bus, agent.id, agent.ownerId);
    const session = { sessionId: started.sessionId, sessionToken: started.sessionToken };
    const said = [
      'Hi! My name is Tomasz.',
      'When was the lighthouse built?',
      'I live in Gdańsk and I have two dogs.',
      'Is the tower open on Mondays?',
      'Can I bring my dogs?',
      'What is the oldest thing here?',
    ];
    for (const [index, text] of said.entries()) {
      env.engines.chat.script.reply = `Answer ${index + 1}. More words.`;
      const { events } = await talk(env.bus, session, text);
      expect(events.at(-1)?.type).toBe('turn.done');
    }
    env.engines.chat.script.reply = 'Your name is Tomasz.';
    await talk(env.bus, session, 'What is my name?');

    const { messages } = env.engines.chat.requests.at(-1)!;
    // Three exchanges as turns and one more (the window moves on every second exchange here), then the question.
    expect(messages.slice(1).map((message) => message.content)).toEqual([
      'I live in Gdańsk and I have two dogs.',
      'Answer 3. More words.',
      'Is the tower open on Mondays?',
      'Answer 4. More words.',
      'Can I bring my dogs?',
      'Answer 5. More words.',
      'What is the oldest thing here?',
      'Answer 6. More words.',
      'What is my name?',
    ]);
    const system = messages[0]!.content;
    expect(system).toContain("The visitor's name is Tomasz");
    expect(system).toContain('The visitor\'s first question to you: "When was the lighthouse built?"');
    expect(system).toContain('If they ask about it, answer: "You live in Gdańsk and you have two dogs."');
    expect(system).toContain(
      'Earlier in this conversation, before the turns below: the visitor said "Hi! My name is Tomasz."; you answered "Answer 1."; ' +
        'the visitor said "When was the lighthouse built?"; you answered "Answer 2.".',
    );
    expect(system).not.toContain('More words');
  });

  it('says back what the visitor said of themselves when the model speaks it as its own', async () => {
    const agent = await talkableAgent(env.bus);
    const started = await startSession(env.bus, agent.id, agent.ownerId);
    const session = { sessionId: started.sessionId, sessionToken: started.sessionToken };
    await talk(env.bus, session, 'Hi, my name is Priya. I work as a nurse, so I need quick meals.');
    const reply = async (text: string, model: string) => {
      env.engines.chat.script.reply = model;
      const { events } = await talk(env.bus, session, text);
      const done = events.at(-1);
      return done?.type === 'turn.done' ? done.text : `not done: ${done?.type}`;
    };
    // What a 0.5B model answers (issue 24's evaluation): the visitor's facts in the first person.
    expect(await reply('What is my name?', 'My name is Priya.')).toBe('Your name is Priya.');
    expect(await reply('What do I do for a living?', 'I work as a nurse. I love cooking for nurses.')).toBe(
      'You work as a nurse. I love cooking for nurses.',
    );
    expect(await reply('What is your name?', 'My name is Mira.')).toBe('My name is Mira.');
  });

  it("evaluates the next turn's start ahead: the next prompt is what was prepared plus the question", async () => {
    const agent = await talkableAgent(env.bus);
    const started = await startSession(env.bus, agent.id, agent.ownerId);
    const session = { sessionId: started.sessionId, sessionToken: started.sessionToken };
    const preparedAfter = async (count: number) => {
      await expect.poll(() => env.engines.chat.prepared.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
      return env.engines.chat.prepared.at(-1)!;
    };
    // The session's start: the persona alone, before anything is said.
    const before = env.engines.chat.prepared.length;
    const persona = await preparedAfter(before);
    for (const text of ['Who are you?', 'My name is Anna and I came by bike.', 'What is my name?']) {
      const prepared = env.engines.chat.prepared.length;
      env.engines.chat.script.reply = 'A short answer.';
      const { events } = await talk(env.bus, session, text);
      expect(events.at(-1)?.type).toBe('turn.done');
      const { messages } = env.engines.chat.requests.at(-1)!;
      // The notes the turn's own prompt carried (the name from the turn before, for the last).
      expect(messages.slice(0, -1)).toEqual(env.engines.chat.prepared[prepared - 1] ?? persona);
      expect(messages.at(-1)).toEqual({ role: 'user', content: text });
      const next = await preparedAfter(prepared + 1);
      // The next start holds this exchange as stored, and the notes made from it.
      expect(next.slice(-2).map((message) => message.content)).toEqual([text, 'A short answer.']);
    }
    expect(env.engines.chat.prepared.at(-1)![0]!.content).toContain("The visitor's name is Anna");
  });
});

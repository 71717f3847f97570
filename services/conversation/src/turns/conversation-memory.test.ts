import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../conversations/conversation.js';
import { buildPrompt } from './build-prompt.js';
import { statementsIn, visitorNameIn, windowStart } from './conversation-memory.js';

const persona = { name: 'Mira', systemPrompt: 'You are Mira, a museum guide.', language: 'en', voice: 'nova' };

/** A stored conversation: visitor and agent take turns, starting with the visitor. */
function conversationOf(...texts: string[]): ConversationMessage[] {
  return texts.map((message, index) => ({
    role: index % 2 === 0 ? 'user' : 'agent',
    message,
    timestamp: new Date(1_700_000_000_000 + index * 1000),
    turnId: `t${Math.floor(index / 2)}`,
  }));
}

describe('what the agent remembers', () => {
  it('finds the name the visitor gave, and not words that are not names', () => {
    expect(visitorNameIn('Hi! My name is Tomasz.')).toBe('Tomasz');
    expect(visitorNameIn('my name is tomasz and I like boats')).toBe('Tomasz');
    expect(visitorNameIn('My name is Anna Kowalska, nice to meet you')).toBe('Anna Kowalska');
    expect(visitorNameIn('Hello, I am Ewa!')).toBe('Ewa');
    expect(visitorNameIn('Please call me Bob')).toBe('Bob');
    expect(visitorNameIn("I'm Polish.")).toBeNull();
    expect(visitorNameIn('I am hungry.')).toBeNull();
    expect(visitorNameIn('What is your name?')).toBeNull();
  });

  it('keeps what the visitor said about themselves, not their questions or requests', () => {
    expect(statementsIn('I live in Kraków. What time do you open? Tell me about the tower. My dog is called Rex!')).toEqual([
      'I live in Kraków.',
      'My dog is called Rex!',
    ]);
  });

  it("puts the visitor's name, first question and own words into the system prompt", () => {
    const history = conversationOf(
      'Hi! My name is Tomasz.',
      'Hello Tomasz, welcome!',
      'When was the Colosseum built?',
      'Between 70 and 80 AD.',
      'I have two kids who love lions.',
      'Then they will love the gladiator room.',
    );
    const messages = buildPrompt(persona, history, 'What is my name?');
    const system = messages[0]!.content;
    expect(system).toContain(
      'The visitor\'s name is Tomasz (you are Mira). If they ask their name, answer: "Your name is Tomasz." If they ask whether you remember it, answer: "Yes, your name is Tomasz."',
    );
    expect(system).toContain(
      'The visitor\'s first question to you: "When was the Colosseum built?". If they ask what they asked or said first, answer: "You first asked: When was the Colosseum built?"',
    );
    expect(system).toContain(
      'The visitor told you about themselves (not about you): "I have two kids who love lions.". If they ask about it, answer: "You have two kids who love lions."',
    );
    // Every turn is still there as a turn, and the question last.
    expect(messages.slice(1).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What is my name?' });
  });

  it('keeps a window of turns and condenses the older ones into the notes', () => {
    const texts: string[] = [];
    for (let turn = 1; turn <= 12; turn++) texts.push(`Question number ${turn}?`, `Answer number ${turn}. More words here.`);
    const messages = buildPrompt(persona, conversationOf(...texts), 'And now?', null, 4);
    // The last two exchanges as turns, and one more while the window has not moved on...
    expect(messages.slice(1, -1).map((message) => message.content)).toEqual([
      'Question number 10?',
      'Answer number 10. More words here.',
      'Question number 11?',
      'Answer number 11. More words here.',
      'Question number 12?',
      'Answer number 12. More words here.',
    ]);
    // ...the nine before them condensed (first sentences of the answers), and the first question kept.
    const system = messages[0]!.content;
    expect(system).toContain('The visitor\'s first question to you: "Question number 1?"');
    expect(system).toContain(
      'Earlier in this conversation, before the turns below: the visitor said "Question number 1?"; you answered "Answer number 1."',
    );
    expect(system).toContain('you answered "Answer number 9."');
    expect(system).not.toContain('you answered "Answer number 10."');
    expect(system).not.toContain('More words here');
  });

  it('remembers nothing before the visitor said anything', () => {
    const system = buildPrompt(persona, [], 'Hello')[0]!.content;
    expect(system).not.toContain('What you remember');
  });

  it('moves the window half a window at a time, so the prompt keeps its start over several exchanges', () => {
    const starts = Array.from({ length: 40 }, (_, length) => windowStart(length, 16));
    // Up to 24 messages all go in; then the window starts at 8, 16, ... and holds 16 to 24.
    expect(starts.slice(0, 25).every((start) => start === 0)).toBe(true);
    expect(starts.slice(25, 33).every((start) => start === 8)).toBe(true);
    expect(starts.slice(33, 40).every((start) => start === 16)).toBe(true);
    for (const [length, start] of starts.entries()) expect(length - start).toBeLessThanOrEqual(24);
    for (const [length, start] of starts.entries()) if (start > 0) expect(length - start).toBeGreaterThanOrEqual(16);
  });
});

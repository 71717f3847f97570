import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../conversations/conversation.js';
import type { ChatMessage } from '../providers/types.js';
import { buildPrompt, knowledgeNote, systemPromptOf } from './build-prompt.js';

const mira = { name: 'Mira', systemPrompt: 'You are Mira, a museum guide.', language: 'en', voice: 'nova' };

/** The messages of each turn of a conversation, the FAQ note of each turn as given. */
function turnsOf(exchanges: Array<{ question: string; answer: string; faq: string | null }>): ChatMessage[][] {
  const history: ConversationMessage[] = [];
  return exchanges.map(({ question, answer, faq }, turn) => {
    const messages = buildPrompt(mira, history, question, faq);
    const at = new Date(1_700_000_000_000 + turn * 1000);
    history.push({ role: 'user', message: question, timestamp: at, turnId: `t${turn}` });
    history.push({ role: 'agent', message: answer, timestamp: at, turnId: `t${turn}` });
    return messages;
  });
}

describe('the prompt of a turn', () => {
  // Issue 24, offline latency: the local model keeps the evaluated start of the previous prompt;
  // the FAQ note, new every question, in the first message made it evaluate everything again.
  it('puts the FAQ note right before the question and does not keep it: the next prompt starts with this one', () => {
    const faq = (question: string) => knowledgeNote([{ row: 1, question, answer: `About ${question}` }]);
    const exchanges = [
      { question: 'Who are you?', answer: 'I am Mira, your guide.' },
      { question: 'When do you open?', answer: 'At nine.' },
      { question: 'How much is a ticket?', answer: 'Ten euros.' },
    ].map((exchange) => ({ ...exchange, faq: faq(exchange.question) }));
    const turns = turnsOf(exchanges);
    for (const [turn, messages] of turns.entries()) {
      expect(messages.at(-1)).toEqual({ role: 'user', content: exchanges[turn]!.question });
      expect(messages.at(-2)).toEqual({ role: 'system', content: exchanges[turn]!.faq });
      // No earlier question's FAQ note anywhere.
      const notes = messages.filter((message) => message.content.startsWith('Answer the visitor'));
      expect(notes).toHaveLength(1);
    }
    // What the agent remembers (here: the first question, unchanged from turn 2) stays with the
    // persona, so turn 3 is turn 2 less its FAQ note, plus the reply and the new question.
    const second = turns[1]!.slice(0, -2);
    expect(turns[2]!.slice(0, second.length + 2)).toEqual([
      ...second,
      { role: 'user', content: 'When do you open?' },
      { role: 'assistant', content: 'At nine.' },
    ]);
    expect(turns[2]![0]!.content.startsWith(systemPromptOf(mira))).toBe(true);
    expect(turns[2]![0]!.content).toContain('The visitor\'s first question to you: "Who are you?"');
  });

  it('has the persona alone and the question when there is nothing to note', () => {
    expect(buildPrompt(mira, [], 'Hello')).toEqual([
      { role: 'system', content: systemPromptOf(mira) },
      { role: 'user', content: 'Hello' },
    ]);
  });
});

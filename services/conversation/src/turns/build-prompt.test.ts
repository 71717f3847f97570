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
  // notes that changed inside the first message made it evaluate everything after the persona.
  it('grows turn by turn: the next prompt is the previous one with its reply and the new question, less the FAQ note', () => {
    const faq = knowledgeNote([], 'I do not know that.');
    const turns = turnsOf([
      { question: 'Who are you?', answer: 'I am Mira, your guide.', faq },
      { question: 'Do you sell parking permits?', answer: 'I do not know that.', faq },
      { question: 'My name is Anna. I am a painter.', answer: 'Nice to meet you, Anna.', faq },
      { question: 'What is my name?', answer: 'Your name is Anna.', faq },
      { question: 'And what do I do?', answer: 'You are a painter.', faq },
    ]);
    const shape = (messages: ChatMessage[]) =>
      messages.map((message) =>
        message.content === faq ? 'faq' : message.content.startsWith('What you remember') ? 'notes' : message.content,
      );
    const [first, second, third] = [
      ['Who are you?', 'I am Mira, your guide.'],
      ['Do you sell parking permits?', 'I do not know that.'],
      ['My name is Anna. I am a painter.', 'Nice to meet you, Anna.'],
    ];
    const persona = systemPromptOf(mira);
    expect(turns.map(shape)).toEqual([
      [persona, 'faq', 'Who are you?'],
      // The notes (the first question) appear once there is something to remember...
      [persona, ...first, 'notes', 'faq', 'Do you sell parking permits?'],
      // ...and stay where they were while nothing new is said about the visitor...
      [persona, ...first, 'notes', ...second, 'faq', 'My name is Anna. I am a painter.'],
      // ...move to the end when the visitor gives their name and a fact...
      [persona, ...first, ...second, ...third, 'notes', 'faq', 'What is my name?'],
      // ...and stay there again.
      [persona, ...first, ...second, ...third, 'notes', 'What is my name?', 'Your name is Anna.', 'faq', 'And what do I do?'],
    ]);
    for (const turn of [1, 3]) {
      const previous = turns[turn]!.filter((message) => message.content !== faq);
      expect(turns[turn + 1]!.slice(0, previous.length)).toEqual(previous);
    }
    const notes = turns[4]!.find((message) => message.content.startsWith('What you remember'))!;
    expect(notes.role).toBe('system');
    expect(notes.content).toContain('answer: "Your name is Anna."');
    expect(notes.content).toContain('answer: "You are a painter."');
  });

  it('has no notes message when there is nothing to note', () => {
    expect(buildPrompt(mira, [], 'Hello')).toEqual([
      { role: 'system', content: systemPromptOf(mira) },
      { role: 'user', content: 'Hello' },
    ]);
  });
});

import type { ConversationMessage } from '../../services/conversation/src/conversations/conversation.js';
import type { LocalChatModel } from '../../services/conversation/src/providers/local/llm/local-chat-model.js';
import type { ChatMessage } from '../../services/conversation/src/providers/types.js';
import { buildPrompt, knowledgeNote, promptStart, systemPromptOf } from '../../services/conversation/src/turns/build-prompt.js';
import { BENCH_PERSONA } from './direct-turn.js';

const QUESTIONS = ['Who are you?', 'My name is Anna. What is your ship called?', 'Tell me about the sea.', 'What is my name?'];
/** Another conversation: after it the model's sequence holds nothing of the bench persona. */
const OTHER: ChatMessage[] = [
  { role: 'system', content: 'You are Bo, a baker.' },
  { role: 'user', content: 'Hi' },
];

async function drain(llm: LocalChatModel, messages: ChatMessage[], maxTokens: number): Promise<string> {
  let text = '';
  for await (const piece of llm.stream({ messages, maxTokens })) text += piece;
  return text;
}

/** The time to the model's first piece of text, and the whole reply. */
async function firstPiece(llm: LocalChatModel, messages: ChatMessage[]): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  let ms = Infinity;
  let text = '';
  for await (const piece of llm.stream({ messages, maxTokens: 40 })) {
    if (ms === Infinity) ms = performance.now() - started;
    text += piece;
  }
  return { ms, text };
}

/**
 * Turn 1's first token with and without the session's warm-up (the persona evaluated when the
 * session starts), alternated in the same run so the machine's load hits both alike.
 */
export async function turnOneFirstTokens(llm: LocalChatModel, rounds: number): Promise<{ cold: number[]; warm: number[] }> {
  const persona = { ...BENCH_PERSONA, greeting: null };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const warmed of [false, true]) {
      await drain(llm, OTHER, 2);
      if (warmed) await llm.prepare!([{ role: 'system', content: systemPromptOf(persona) }]);
      const { ms } = await firstPiece(llm, buildPrompt(persona, [], QUESTIONS[round % QUESTIONS.length]!));
      (warmed ? warm : cold).push(ms);
    }
  }
  return { cold, warm };
}

/**
 * A conversation of `turns` turns after a warm-up, as the service prompts it (buildPrompt: the
 * memory notes with the persona, `faqNote` of the question, if given, right before it): each
 * turn's first-token time, and how much of its prompt the model must evaluate anew (characters
 * past the longest start it shares with the previous prompt plus the reply the model wrote).
 */
export async function conversationFirstTokens(
  llm: LocalChatModel,
  turns: number,
  faqNote?: (question: string) => string,
  prepareNext = false,
): Promise<Array<{ ms: number; newChars: number; promptChars: number }>> {
  const persona = { ...BENCH_PERSONA, greeting: null };
  await drain(llm, OTHER, 2);
  await llm.prepare!([{ role: 'system', content: systemPromptOf(persona) }]);
  const history: ConversationMessage[] = [];
  let held = '';
  const figures = [];
  for (let turn = 0; turn < turns; turn++) {
    const question = QUESTIONS[turn % QUESTIONS.length]!;
    const messages = buildPrompt(persona, history, question, faqNote?.(question) ?? null);
    const prompt = (await llm.render(messages)).text;
    let shared = 0;
    while (shared < prompt.length && prompt[shared] === held[shared]) shared++;
    const { ms, text } = await firstPiece(llm, messages);
    figures.push({ ms, newChars: prompt.length - shared, promptChars: prompt.length });
    held = prompt + text;
    const at = new Date();
    history.push({ role: 'user', message: question, timestamp: at, turnId: String(turn) });
    history.push({ role: 'agent', message: text.trim(), timestamp: at, turnId: String(turn) });
    if (prepareNext) {
      // As the service does at a turn's end (prepare-next-turn.ts), awaited: the visitor listens meanwhile.
      const start = promptStart(persona, history);
      await llm.prepare!(start);
      held = (await llm.render([...start, { role: 'user', content: '' }])).text;
    }
  }
  return figures;
}

/** A FAQ note as RAG on gives it: the row found for the question (different every question). */
export const benchFaqNote = (question: string) =>
  knowledgeNote([{ row: 1, question, answer: `What the owner wrote about "${question}", in a sentence or two.` }]);

/** Resident memory of this process's offline-model worker (MB), read from /proc (Linux); null when not found. */
export async function llmWorkerRssMb(): Promise<number | null> {
  const { readdir, readFile } = await import('node:fs/promises');
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('llm-worker') || !status.includes(`\nPPid:\t${process.pid}\n`)) continue;
      const kb = /\nVmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : null;
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

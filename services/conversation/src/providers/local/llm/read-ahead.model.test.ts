import { createLogger } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureLlmEngine } from '../../../../../../tools/engines/llm-engine.js';
import type { ChatMessage } from '../../types.js';
import { createLocalChatModel, type LocalChatModel } from './local-chat-model.js';

// The real model process: a draft read ahead (the visitor typing) leaves the question's chat
// nothing to evaluate but the one token llama.cpp samples from, and changes nothing it says.
interface Answered {
  promptTokens: number;
  newPromptTokens: number;
  aheadPieces: number | undefined;
}
const answered: Answered[] = [];
const starts: { evaluated: number; restored: boolean }[] = [];
const readInBackground: { evaluated: number; saved: boolean }[] = [];
let llm: LocalChatModel;

const persona: ChatMessage = {
  role: 'system',
  content: 'You are Marlow, a cheerful ship captain who tells short sea stories. Answer in one short sentence.',
};
const conversation: ChatMessage[] = [
  persona,
  { role: 'user', content: 'Who are you?' },
  { role: 'assistant', content: 'I am Marlow, captain of the Gull.' },
];
const asking = (question: string): ChatMessage[] => [...conversation, { role: 'user', content: question }];

beforeAll(async () => {
  const logger = createLogger('test', 'debug', {}, (line) => {
    const entry = JSON.parse(line) as {
      msg: string;
      promptLength: number;
      promptNew: number;
      aheadPieces?: number;
      evaluated?: number;
      restored?: boolean;
      saved?: boolean;
    };
    if (entry.msg === 'start evaluated ahead')
      starts.push({ evaluated: entry.evaluated ?? -1, restored: entry.restored ?? false });
    if (entry.msg === 'persona read in the background')
      readInBackground.push({ evaluated: entry.evaluated ?? -1, saved: entry.saved ?? false });
    if (entry.msg === 'chat answered')
      answered.push({ promptTokens: entry.promptLength, newPromptTokens: entry.promptNew, aheadPieces: entry.aheadPieces });
  });
  // An answer begun ahead pauses after 4 pieces here, so the chat that takes it goes on from there;
  // a persona is read in the background after 300 ms without a conversation.
  llm = createLocalChatModel({ ...(await ensureLlmEngine()), logger, othersMaxCores: 1_000, aheadMaxPieces: 4, quietMs: 300 });
  await llm.warm();
}, 300_000);

afterAll(async () => {
  await llm?.close();
});

/** The reply (greedy) and what its chat evaluated before the first word. */
async function answer(messages: ChatMessage[], maxTokens = 12): Promise<{ text: string } & Answered> {
  const before = answered.length;
  let text = '';
  for await (const piece of llm.stream({ messages, maxTokens, temperature: 0 })) text += piece;
  expect(answered).toHaveLength(before + 1);
  return { text, ...answered[before]! };
}

async function until(done: () => boolean, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Another conversation in between: the sequence no longer holds this one's tokens. */
const elsewhere = () =>
  answer([
    { role: 'system', content: 'You are Ilse, a hotel host.' },
    { role: 'user', content: 'Hi!' },
  ]);

describe('the question read ahead while it is typed', { timeout: 180_000 }, () => {
  it('leaves the chat one token to evaluate when the question is sent as typed, and says the same', async () => {
    const question = 'What is your ship called?';
    await elsewhere();
    const cold = await answer(asking(question));
    expect(cold.newPromptTokens).toBeGreaterThan(30);

    await elsewhere();
    await llm.prepare!(asking(question));
    const readAhead = await answer(asking(question));
    expect(readAhead.newPromptTokens).toBeLessThanOrEqual(1);
    expect(readAhead.promptTokens).toBe(cold.promptTokens);
    // The same logits: greedy decoding gives the same words.
    expect(readAhead.text).toBe(cold.text);
  });

  it('shares the draft up to where the sent question differs', async () => {
    await elsewhere();
    await llm.prepare!(asking('Where are we sailing'));
    const sent = await answer(asking('Where are we sailing tomorrow morning?'));
    // The conversation and the words typed are shared; what follows them is evaluated.
    expect(sent.newPromptTokens).toBeGreaterThan(1);
    expect(sent.newPromptTokens).toBeLessThan(12);
  });

  it('takes over the answer begun when the typed question read whole, and says the same', async () => {
    const question = 'What do you like about the sea?';
    await elsewhere();
    const cold = await answer(asking(question), 24);
    expect(cold.aheadPieces).toBeUndefined();

    await elsewhere();
    await llm.prepare!(asking(question), { maxTokens: 24, temperature: 0 });
    // The visitor reaches for Enter; the model writes meanwhile (and pauses after 4 pieces).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const taken = await answer(asking(question), 24);
    expect(taken.aheadPieces).toBeGreaterThan(0);
    expect(taken.newPromptTokens).toBe(0);
    // Greedy: the same words, across the pause too.
    expect(taken.text).toBe(cold.text);
  });

  it('drops the answer begun ahead when the chat asks something else', async () => {
    await elsewhere();
    await llm.prepare!(asking('Where are we sailing?'), { maxTokens: 24, temperature: 0 });
    const other = await answer(asking('Where are we sailing tomorrow?'), 24);
    expect(other.aheadPieces).toBeUndefined();
    expect(other.text.length).toBeGreaterThan(0);
    // Different limits are another chat too.
    await llm.prepare!(asking('Where are we sailing?'), { maxTokens: 24, temperature: 0 });
    expect((await answer(asking('Where are we sailing?'), 12)).aheadPieces).toBeUndefined();
  });

  it("restores an agent's persona saved at its earlier session, and says the same", async () => {
    const sailor: ChatMessage = { role: 'system', content: `${persona.content} You sail the ship Gull out of Bristol.` };
    const question: ChatMessage[] = [sailor, { role: 'user', content: 'Where is your home port?' }];
    await elsewhere();
    const cold = await answer(question);

    await elsewhere();
    await llm.prepare!([sailor]); // the first session opens: evaluated, and saved
    expect(starts.at(-1)).toEqual({ evaluated: expect.any(Number) as number, restored: false });
    expect(starts.at(-1)!.evaluated).toBeGreaterThan(20);
    await elsewhere(); // another conversation takes the model's sequence
    await llm.prepare!([sailor]); // the next session of the agent
    expect(starts.at(-1)).toEqual({ evaluated: 0, restored: true });
    const restored = await answer(question);
    expect(restored.newPromptTokens).toBeLessThan(cold.newPromptTokens - 20);
    expect(restored.text).toBe(cold.text);

    // A turn with no warm-up before it restores the persona too.
    await elsewhere();
    const asked = await answer(question);
    expect(asked.newPromptTokens).toBe(restored.newPromptTokens);
    expect(asked.text).toBe(cold.text);
  });

  it("reads a new agent's persona in the background, keeping the conversation the model held", async () => {
    const keeper: ChatMessage = {
      role: 'system',
      content: 'You are Bartholomew, a grumpy old lighthouse keeper who loves tea. Answer in one short sentence.',
    };
    const first = await answer(asking('What is your ship called?'));
    const next = [...asking('What is your ship called?'), { role: 'assistant' as const, content: first.text }];
    const nextQuestion = [...next, { role: 'user' as const, content: 'And where do you sail?' }];
    // Control: another conversation in between, the next question evaluates the whole conversation.
    await elsewhere();
    const evicted = await answer(nextQuestion);
    await answer(asking('What is your ship called?'));

    // A new agent's persona read while nobody talks: saved, and the sequence put back.
    llm.prepareInBackground!([keeper]);
    await until(() => readInBackground.length > 0);
    expect(readInBackground[0]!.saved).toBe(true);
    expect(readInBackground[0]!.evaluated).toBeGreaterThan(20);
    const kept = await answer(nextQuestion);
    expect(kept.newPromptTokens).toBeLessThan(evicted.newPromptTokens - 20);
    expect(kept.text).toBe(evicted.text);

    // The agent's first session finds its persona saved: nothing left to evaluate.
    await llm.prepare!([keeper]);
    expect(starts.at(-1)).toEqual({ evaluated: 0, restored: true });
    // Read once: asked again (the agent changed otherwise), nothing is read.
    llm.prepareInBackground!([keeper]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(readInBackground).toHaveLength(1);
  });
});

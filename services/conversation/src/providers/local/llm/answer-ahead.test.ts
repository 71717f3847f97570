import { describe, expect, it } from 'vitest';

import { answerKey, AnswersAhead, type WriteAnswer } from './answer-ahead.js';

/** A writer driven by the test: `say` writes a piece, `finish` ends it; it stops when aborted. */
function scriptedWriter() {
  let onText: ((text: string) => void) | undefined;
  let finish: ((reason: 'end' | 'paused') => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  let stopped = false;
  const write: WriteAnswer = (text, signal) => {
    onText = text;
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
      signal.addEventListener('abort', () => {
        stopped = true;
        resolve('end');
      });
    });
  };
  return {
    write,
    say: (text: string) => onText!(text),
    finish: (reason: 'end' | 'paused') => finish!(reason),
    fail: (error: Error) => fail!(error),
    stopped: () => stopped,
  };
}

const question = [
  { role: 'system', content: 'You are Marlow.' },
  { role: 'user', content: 'What is your name?' },
];
const key = answerKey(question, { maxTokens: 300 });

describe('an answer begun before its question is sent', () => {
  it('is taken by the chat that asks exactly it: the pieces so far at once, then each as written', async () => {
    const ahead = new AnswersAhead();
    const writer = scriptedWriter();
    ahead.start(key, writer.write);
    writer.say('My');
    writer.say(' name');

    const heard: string[] = [];
    const claimed = ahead.claim(answerKey(question, { maxTokens: 300 }))!;
    const outcome = claimed.follow((text) => heard.push(text), new AbortController().signal);
    expect(heard).toEqual(['My', ' name']);
    writer.say(' is Marlow.');
    expect(heard).toEqual(['My', ' name', ' is Marlow.']);
    writer.finish('end');
    await expect(outcome).resolves.toEqual({ stopReason: 'end', text: 'My name is Marlow.', pieces: 3, aheadPieces: 2 });
    // Taken: nothing is left to drop or claim.
    expect(ahead.claim(key)).toBeUndefined();
  });

  it('is not taken by a chat with other messages or other limits', () => {
    const ahead = new AnswersAhead();
    ahead.start(key, scriptedWriter().write);
    expect(ahead.claim(answerKey(question, { maxTokens: 300, temperature: 0 }))).toBeUndefined();
    expect(ahead.claim(answerKey(question, {}))).toBeUndefined();
    expect(
      ahead.claim(answerKey([...question.slice(0, 1), { role: 'user', content: 'What is your name' }], { maxTokens: 300 })),
    ).toBeUndefined();
    expect(ahead.claim(key)).toBeDefined();
  });

  it('is stopped by drop, which resolves once the writer has stopped', async () => {
    const ahead = new AnswersAhead();
    const writer = scriptedWriter();
    ahead.start(key, writer.write);
    writer.say('My');
    await ahead.drop();
    expect(writer.stopped()).toBe(true);
    expect(ahead.claim(key)).toBeUndefined();
    // One at a time: a new one may begin now.
    ahead.start(key, scriptedWriter().write);
    expect(() => ahead.start(key, scriptedWriter().write)).toThrow(/already/);
  });

  it('stops when the chat that took it is stopped', async () => {
    const ahead = new AnswersAhead();
    const writer = scriptedWriter();
    ahead.start(key, writer.write);
    const chat = new AbortController();
    const outcome = ahead.claim(key)!.follow(() => {}, chat.signal);
    chat.abort();
    await expect(outcome).resolves.toMatchObject({ stopReason: 'abort' });
    expect(writer.stopped()).toBe(true);
  });

  it('leaves the rest to the chat when it paused at its cap or failed', async () => {
    const ahead = new AnswersAhead();
    const capped = scriptedWriter();
    ahead.start(key, capped.write);
    capped.say('The sea');
    capped.finish('paused');
    await expect(ahead.claim(key)!.follow(() => {}, new AbortController().signal)).resolves.toEqual({
      stopReason: 'paused',
      text: 'The sea',
      pieces: 1,
      aheadPieces: 1,
    });

    const failing = scriptedWriter();
    ahead.start(key, failing.write);
    failing.say('The');
    failing.fail(new Error('decode failed'));
    await expect(ahead.claim(key)!.follow(() => {}, new AbortController().signal)).resolves.toMatchObject({
      stopReason: 'paused',
      text: 'The',
    });
  });
});

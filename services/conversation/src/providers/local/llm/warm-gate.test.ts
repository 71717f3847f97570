import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '../../types.js';
import { WarmGate } from './warm-gate.js';

const persona: ChatMessage[] = [{ role: 'system', content: 'You are Ilse, a hotel host.' }];
const turnOf = (system: string, question = 'Is the lake warm?'): ChatMessage[] => [
  { role: 'system', content: system },
  { role: 'user', content: question },
];

describe('the warm-up gate', () => {
  it('lets a warm-up run when nothing talks, and only one at a time', () => {
    const gate = new WarmGate();
    const warm = gate.start(persona);
    expect(warm?.signal.aborted).toBe(false);
    expect(gate.start([{ role: 'system', content: 'You are Bo.' }])).toBeUndefined();
    warm!.finish();
    expect(gate.start(persona)).toBeDefined();
  });

  it('skips a warm-up while a conversation is talking (it would queue ahead of its next turn)', () => {
    const gate = new WarmGate();
    const ended = gate.turn(turnOf('You are Bo.'));
    expect(gate.start(persona)).toBeUndefined();
    ended();
    ended(); // twice is once
    expect(gate.start(persona)).toBeDefined();
  });

  it("lets the session's own first turn wait for its warm-up, even with notes appended to the persona", () => {
    const gate = new WarmGate();
    const warm = gate.start(persona)!;
    gate.turn(turnOf(`${persona[0]!.content}\n\nYour FAQ has nothing about the next question.`));
    expect(warm.signal.aborted).toBe(false);
  });

  it("cancels a warm-up when another conversation's turn arrives", () => {
    const gate = new WarmGate();
    const warm = gate.start(persona)!;
    gate.turn(turnOf('You are Bo.'));
    expect(warm.signal.aborted).toBe(true);
    gate.turn([{ role: 'user', content: 'Hi' }]); // no system message at all: another conversation too
  });

  it('keeps the latest draft of the same conversation for after the running warm-up, and drops it for a turn', () => {
    const gate = new WarmGate();
    const warm = gate.start(persona)!;
    const draft = (text: string): ChatMessage[] => [...persona, { role: 'user', content: text }];
    expect(gate.start(draft('Is the'))).toBeUndefined();
    expect(gate.start(draft('Is the lake'))).toBeUndefined();
    expect(gate.start([{ role: 'system', content: 'You are Bo.' }])).toBeUndefined(); // another conversation: skipped
    expect(gate.takeNext()).toBeUndefined(); // the running one has not ended
    warm.finish();
    expect(gate.takeNext()).toEqual({ messages: draft('Is the lake'), answer: undefined });
    expect(gate.takeNext()).toBeUndefined();

    const again = gate.start(persona)!;
    gate.start(draft('Is the lake warm'));
    const ended = gate.turn(draft('Is the lake warm?'));
    again.finish();
    expect(gate.takeNext()).toBeUndefined(); // the turn asked it already
    ended();
  });

  it('stops a running draft for a newer one with another FAQ note, not for one that only typed on', () => {
    const gate = new WarmGate();
    const withNote = (note: string, text: string): ChatMessage[] => [
      ...persona,
      { role: 'system', content: note },
      { role: 'user', content: text },
    ];
    const running = gate.start(withNote('FAQ: the lake is 18 degrees.', 'Is the lake'))!;
    // Typed on, the same note: the running one's tokens are this draft's too.
    expect(gate.start(withNote('FAQ: the lake is 18 degrees.', 'Is the lake warm'))).toBeUndefined();
    expect(running.signal.aborted).toBe(false);
    // Another note: what the running one still evaluates is of no use.
    expect(gate.start(withNote('FAQ: boats cost 10 euros.', 'Is the lake warm and can I'))).toBeUndefined();
    expect(running.signal.aborted).toBe(true);
    running.finish();
    expect(gate.takeNext()?.messages).toEqual(withNote('FAQ: boats cost 10 euros.', 'Is the lake warm and can I'));
  });

  it("cancels another conversation's warm-up for a draft, which runs once it stopped, with its answer's limits", () => {
    const gate = new WarmGate();
    const other = gate.start([
      { role: 'system', content: 'You are Bo.' },
      { role: 'assistant', content: 'Hello!' },
    ])!;
    const draft: ChatMessage[] = [...persona, { role: 'user', content: 'Is the lake warm?' }];
    // A whole question: its answer is to be begun too, with the chat's limits.
    expect(gate.start(draft, { maxTokens: 300 })).toBeUndefined();
    expect(other.signal.aborted).toBe(true);
    other.finish();
    expect(gate.takeNext()).toEqual({ messages: draft, answer: { maxTokens: 300 } });
  });

  it("lets another conversation's start wait for the running warm-up (a session just opened), but not before a waiting draft", () => {
    const gate = new WarmGate();
    const nextStart: ChatMessage[] = [
      { role: 'system', content: 'You are Bo.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ];
    const running = gate.start(nextStart)!;
    expect(gate.start(persona)).toBeUndefined();
    expect(running.signal.aborted).toBe(false); // nobody is typing: the running one goes on
    running.finish();
    expect(gate.takeNext()).toEqual({ messages: persona, answer: undefined });

    const again = gate.start(nextStart)!;
    const draft: ChatMessage[] = [...persona, { role: 'user', content: 'Is the lake' }];
    gate.start(draft);
    gate.start([{ role: 'system', content: 'You are Cy.' }]); // a third session: the draft keeps its place
    again.finish();
    expect(gate.takeNext()).toEqual({ messages: draft, answer: undefined });
  });

  it('reads a persona in the background only after the model was quiet a while, and stops it for any conversation', () => {
    let now = 0;
    const gate = new WarmGate(() => now);
    expect(gate.startBackground(5_000, persona)).toBeDefined(); // never used yet
    const ended = gate.turn(turnOf('You are Bo.'));
    expect(gate.startBackground(0, persona)).toBeUndefined(); // talking
    now = 1_000;
    ended();
    now = 5_999;
    expect(gate.startBackground(5_000, persona)).toBeUndefined(); // 4,999 ms since the turn ended
    now = 6_000;
    const reading = gate.startBackground(5_000, persona)!;
    expect(gate.startBackground(0, persona)).toBeUndefined(); // one at a time

    // Another agent's session's warm-up stops it, and runs itself.
    const warm = gate.start([{ role: 'system', content: 'You are Bo.' }]);
    expect(reading.signal.aborted).toBe(true);
    expect(warm).toBeDefined();
    reading.finish();
    warm!.finish();
    now = 20_000;
    const again = gate.startBackground(5_000, persona)!;
    gate.turn(turnOf('You are Bo.'));
    expect(again.signal.aborted).toBe(true);
  });

  it("lets the agent's own session wait for its persona read in the background, and its turn come after it", () => {
    let now = 10_000;
    const gate = new WarmGate(() => now);
    const reading = gate.startBackground(5_000, persona)!;
    // The session opens: its warm-up waits for the reading (it would evaluate the same persona).
    expect(gate.start(persona)).toBeUndefined();
    expect(reading.signal.aborted).toBe(false);
    expect(gate.takeNext()).toBeUndefined(); // not while the reading runs
    reading.finish();
    expect(gate.takeNext()).toEqual({ messages: persona, answer: undefined });

    // Its first question, with no warm-up: the reading goes on, the turn comes after it.
    now = 20_000;
    const again = gate.startBackground(5_000, persona)!;
    gate.turn(turnOf(persona[0]!.content));
    expect(again.signal.aborted).toBe(false);
  });
});

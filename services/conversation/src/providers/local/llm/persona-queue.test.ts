import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '../../types.js';
import { PersonaQueue } from './persona-queue.js';

const persona = (name: string): ChatMessage[] => [{ role: 'system', content: `You are ${name}.` }];

describe('the personas waiting to be read in the background', () => {
  it('gives the newest first, each once, and one cancelled after the newer ones', () => {
    const queue = new PersonaQueue();
    expect(queue.add(persona('Ada'))).toBe(true);
    expect(queue.add(persona('Bo'))).toBe(true);
    expect(queue.peek()!.messages).toEqual(persona('Bo'));
    const bo = queue.take()!;
    expect(bo.messages).toEqual(persona('Bo'));
    queue.again(bo.key, bo.messages); // a visitor came
    queue.add(persona('Cy'));
    expect([queue.take()!.messages, queue.take()!.messages, queue.take()!.messages]).toEqual([
      persona('Cy'),
      persona('Ada'),
      persona('Bo'),
    ]);
    expect(queue.take()).toBeUndefined();
    queue.done(bo.key);
    expect(queue.add(persona('Bo'))).toBe(false); // read already: an agent's other changes do not queue it again
    expect(queue.size).toBe(0);
  });

  it('keeps the 16 newest when many wait', () => {
    const queue = new PersonaQueue();
    for (let agent = 0; agent < 20; agent += 1) queue.add(persona(`Agent ${agent}`));
    expect(queue.size).toBe(16);
    const taken = Array.from({ length: 16 }, () => queue.take()!.messages[0]!.content);
    expect(taken[0]).toBe('You are Agent 19.');
    expect(taken.at(-1)).toBe('You are Agent 4.');
  });
});

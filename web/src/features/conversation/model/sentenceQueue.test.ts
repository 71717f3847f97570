import { describe, expect, it } from 'vitest';
import { SentenceQueue } from './sentenceQueue';

const cues = [{ startMs: 0, viseme: 'open' }];

describe('the sentence queue', () => {
  it('plays a turn’s sentences in order, whichever audio arrives first', () => {
    const queue = new SentenceQueue();
    queue.startTurn('t1');
    expect(queue.add('t1', 0, cues)).toBe(true);
    expect(queue.add('t1', 1, [])).toBe(true);
    queue.ready('t1', 1, 'blob:1');
    expect(queue.takeNext()).toBeNull();
    queue.ready('t1', 0, 'blob:0');
    expect(queue.takeNext()).toMatchObject({ seq: 0, url: 'blob:0', cues });
    expect(queue.takeNext()).toMatchObject({ seq: 1, url: 'blob:1' });
    expect(queue.isEmpty).toBe(true);
  });

  it('skips a sentence whose audio could not be fetched', () => {
    const queue = new SentenceQueue();
    queue.startTurn('t1');
    queue.add('t1', 0, []);
    queue.add('t1', 1, []);
    queue.failed('t1', 0);
    queue.ready('t1', 1, 'blob:1');
    expect(queue.takeNext()).toMatchObject({ seq: 1 });
  });

  it('accepts only the running turn, and hands back what it drops for revoking', () => {
    const queue = new SentenceQueue();
    expect(queue.add('t1', 0, [])).toBe(false);
    queue.startTurn('t1');
    queue.add('t1', 0, []);
    queue.ready('t1', 0, 'blob:old');
    expect(queue.startTurn('t2')).toEqual(['blob:old']);
    expect(queue.add('t1', 1, [])).toBe(false);
    expect(queue.add('t2', 0, [])).toBe(true);
  });

  it('after Stop takes nothing more of the stopped turn, even audio arriving late', () => {
    const queue = new SentenceQueue();
    queue.startTurn('t1');
    queue.add('t1', 0, []);
    expect(queue.clear()).toEqual([]);
    expect(queue.ready('t1', 0, 'blob:late')).toBe(false);
    expect(queue.add('t1', 1, [])).toBe(false);
    expect(queue.takeNext()).toBeNull();
  });
});

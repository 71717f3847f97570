import { describe, expect, it } from 'vitest';
import { deadlineSignal } from './deadline-signal.js';

describe('deadlineSignal', () => {
  it('aborts at its deadline, with a TimeoutError', async () => {
    const { signal } = deadlineSignal(new AbortController().signal, 20);
    const reason = await new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason)));
    expect((reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts with its parent, also one aborted already, and not after done()', async () => {
    const parent = new AbortController();
    const { signal } = deadlineSignal(parent.signal, 60_000);
    parent.abort(new Error('left'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('left');
    expect(deadlineSignal(parent.signal, 60_000).signal.aborted).toBe(true);

    const quiet = deadlineSignal(new AbortController().signal, 10);
    quiet.done();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(quiet.signal.aborted).toBe(false);
  });
});

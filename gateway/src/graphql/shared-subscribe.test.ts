import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createAsyncQueue } from '../subscriptions/async-queue.js';
import { createSharedSubscribe } from './shared-subscribe.js';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Tick { n: Int!, viewer: String! }
  type Subscription { tick: Tick! }
`);

describe('subscriptions executed once per event, selection and viewer', () => {
  it('hands one result to every subscriber of the same scope and executes again for another viewer', async () => {
    let resolved = 0;
    const listeners = new Set<(value: { tick: { n: number } }) => void>();
    const rootValue = {
      tick: () => {
        const queue = createAsyncQueue<{ tick: { n: number } }>(() => listeners.delete(push));
        // Every subscriber's stream yields the same event object, as the gateway's hub does.
        const push = (value: { tick: { n: number } }) => queue.push(value);
        listeners.add(push);
        return queue;
      },
    };
    const fieldResolver = (
      source: Record<string, unknown>,
      _args: unknown,
      context: { viewer: string },
      info: { fieldName: string },
    ) => {
      if (info.fieldName === 'viewer') {
        resolved += 1;
        return context.viewer;
      }
      return source[info.fieldName];
    };
    const subscribe = createSharedSubscribe((context) => (context as { viewer: string }).viewer);
    const document = parse('subscription { tick { n viewer } }');
    const open = async (viewer: string) =>
      (await subscribe({
        schema,
        document,
        rootValue,
        contextValue: { viewer },
        fieldResolver,
      })) as AsyncGenerator<ExecutionResult>;
    const [a, b, c] = [await open('ada'), await open('ada'), await open('bo')];
    const event = { tick: { n: 1 } };
    for (const listener of listeners) listener(event);
    const [first, second, third] = await Promise.all([a.next(), b.next(), c.next()]);
    expect(first.value).toEqual({ data: { tick: { n: 1, viewer: 'ada' } } });
    expect(second.value).toBe(first.value); // the same object: executed once
    expect(third.value).toEqual({ data: { tick: { n: 1, viewer: 'bo' } } });
    expect(resolved).toBe(2);
    // Ending a subscription reaches its source (the listener is removed).
    await a.return(undefined);
    expect(listeners.size).toBe(2);
    await b.return(undefined);
    await c.return(undefined);
    expect(listeners.size).toBe(0);
  });
});

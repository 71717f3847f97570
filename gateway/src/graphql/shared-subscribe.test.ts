import { buildSchema, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createAsyncQueue } from '../subscriptions/async-queue.js';
import { createSharedSubscribe, type FrameSink, type SharedSubscribeOptions } from './shared-subscribe.js';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Tick { n: Int!, viewer: String! }
  type Subscription { tick: Tick! }
`);

type Event = { tick: { n: number } };

/** A subscription field whose streams all yield the same event object, as the gateway's hub does. */
function tickSource() {
  const listeners = new Set<(value: Event) => void>();
  const queues = new Set<{ end(): void }>();
  let resolved = 0;
  const rootValue = {
    tick: () => {
      const queue = createAsyncQueue<Event>(() => listeners.delete(push));
      const push = (value: Event) => queue.push(value);
      listeners.add(push);
      queues.add(queue);
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
  // One document per query, as the gateway's validated-documents cache hands out.
  const documents = new Map<string, DocumentNode>();
  const documentOf = (query: string) => documents.get(query) ?? documents.set(query, parse(query)).get(query)!;
  const open = async (subscribe: ReturnType<typeof createSharedSubscribe>, contextValue: { viewer: string }, query: string) =>
    (await subscribe({
      schema,
      document: documentOf(query),
      rootValue,
      contextValue,
      fieldResolver,
    })) as AsyncGenerator<ExecutionResult>;
  return {
    listeners,
    open,
    get resolved() {
      return resolved;
    },
    publish: (event: Event) => [...listeners].forEach((listener) => listener(event)),
    /** Every source ends, as when access is lost. */
    endAll: () => queues.forEach((queue) => queue.end()),
  };
}

const byViewer = (context: unknown) => (context as { viewer: string }).viewer;

describe('subscriptions executed once per event, selection and viewer', () => {
  it('hands one result to every subscriber of the same scope and executes again for another viewer', async () => {
    const source = tickSource();
    const subscribe = createSharedSubscribe(byViewer);
    const query = 'subscription { tick { n viewer } }';
    const [a, b, c] = [
      await source.open(subscribe, { viewer: 'ada' }, query),
      await source.open(subscribe, { viewer: 'ada' }, query),
      await source.open(subscribe, { viewer: 'bo' }, query),
    ];
    source.publish({ tick: { n: 1 } });
    const [first, second, third] = await Promise.all([a.next(), b.next(), c.next()]);
    expect(first.value).toEqual({ data: { tick: { n: 1, viewer: 'ada' } } });
    expect(second.value).toBe(first.value); // the same object: executed once
    expect(third.value).toEqual({ data: { tick: { n: 1, viewer: 'bo' } } });
    expect(source.resolved).toBe(2);
    // Ending a subscription reaches its source (the listener is removed).
    await a.return(undefined);
    expect(source.listeners.size).toBe(2);
    await b.return(undefined);
    await c.return(undefined);
    expect(source.listeners.size).toBe(0);
  });
});

describe('subscriptions written to their sockets, serialised once per event and scope', () => {
  /** Sinks by context, each recording the frames written to it as text. */
  function sinks() {
    const written = new Map<object, string[]>();
    const byContext = new Map<object, FrameSink>();
    let payloads = 0;
    const options: SharedSubscribeOptions = {
      sinkOf: (context) => byContext.get(context as object),
      payloadOf: (result) => {
        payloads += 1;
        return result;
      },
    };
    const contextFor = (viewer: string, id: string) => {
      const context = { viewer };
      const frames: string[] = [];
      written.set(context, frames);
      byContext.set(context, { id, send: (frame) => frames.push(frame.toString('utf8')) });
      return { context, frames };
    };
    return {
      options,
      contextFor,
      get payloads() {
        return payloads;
      },
    };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it("writes graphql-ws's next frame with each subscriber's id, serialising each result once, nothing across viewers", async () => {
    const source = tickSource();
    const out = sinks();
    const subscribe = createSharedSubscribe(byViewer, out.options);
    const query = 'subscription { tick { n viewer } }';
    const ada1 = out.contextFor('ada', '1');
    const ada2 = out.contextFor('ada', 'f3c1a8e2-"quoted"');
    const bo = out.contextFor('bo', '1');
    const streams = [
      await source.open(subscribe, ada1.context, query),
      await source.open(subscribe, ada2.context, query),
      await source.open(subscribe, bo.context, query),
    ];
    // graphql-ws pulls once and waits: the stream yields nothing while it writes.
    const ended = streams.map((stream) => stream.next());
    source.publish({ tick: { n: 1 } });
    source.publish({ tick: { n: 2 } });
    await flush();
    const frame = (id: string, n: number, viewer: string) =>
      JSON.stringify({ id, type: 'next', payload: { data: { tick: { n, viewer } } } });
    expect(ada1.frames).toEqual([frame('1', 1, 'ada'), frame('1', 2, 'ada')]);
    expect(ada2.frames).toEqual([frame('f3c1a8e2-"quoted"', 1, 'ada'), frame('f3c1a8e2-"quoted"', 2, 'ada')]);
    expect(bo.frames).toEqual([frame('1', 1, 'bo'), frame('1', 2, 'bo')]);
    // Two events, two viewers: four executions and four serialisations for six frames.
    expect([source.resolved, out.payloads]).toEqual([4, 4]);

    // A returned subscription is written nothing more; the others go on, then end with their source.
    await streams[0]!.return(undefined);
    expect(await ended[0]).toEqual({ done: true, value: undefined });
    source.publish({ tick: { n: 3 } });
    await flush();
    expect(ada1.frames).toHaveLength(2);
    expect(ada2.frames.at(-1)).toBe(frame('f3c1a8e2-"quoted"', 3, 'ada'));
    source.endAll();
    expect(await Promise.all(ended.slice(1))).toEqual([
      { done: true, value: undefined },
      { done: true, value: undefined },
    ]);
    expect(source.listeners.size).toBe(0);
  });

  it('writes nothing before graphql-ws first pulls, and fails the stream when the source fails', async () => {
    const out = sinks();
    const subscribe = createSharedSubscribe(byViewer, out.options);
    const ada = out.contextFor('ada', '1');
    let returned = 0;
    const failing = {
      tick: () => ({
        next: () => Promise.reject(new Error('source broke')),
        return: () => ((returned += 1), Promise.resolve({ done: true, value: undefined })),
        [Symbol.asyncIterator]() {
          return this;
        },
      }),
    };
    const stream = (await subscribe({
      schema,
      document: parse('subscription { tick { n } }'),
      rootValue: failing,
      contextValue: ada.context,
    })) as AsyncGenerator<ExecutionResult>;
    await flush();
    expect(returned).toBe(0);
    await expect(stream.next()).rejects.toThrow('source broke');
    expect(returned).toBe(1);
    expect(ada.frames).toEqual([]);
  });
});

import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';

/** Who an execution is for: results are shared only between subscribers of the same scope. */
export type ScopeOf = (contextValue: unknown) => string;

/** Where the frames of one subscription go when the shared subscribe writes them itself. */
export interface FrameSink {
  /** The operation id of the subscribe message: the only part of a `next` frame that is the subscriber's own. */
  readonly id: string;
  /** Writes one whole text frame to the subscriber's socket. */
  send(frame: Buffer): void;
}

export interface SharedSubscribeOptions {
  /** The sink of a subscription, by its context; without one, results are yielded to the caller. */
  sinkOf?: (contextValue: unknown) => FrameSink | undefined;
  /** A result's `next` payload (graphql-ws's own shape, or what its onNext hook makes of it). */
  payloadOf?: (result: ExecutionResult) => unknown;
}

/** graphql-ws's `next` payload: the result, with errors in their JSON form and absent when none. */
export function nextPayload(result: ExecutionResult): unknown {
  const { errors, ...rest } = result;
  return errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest;
}

/** Frames kept per result for this many distinct operation ids (clients counting ids share them). */
const FRAMES_PER_RESULT = 8;

/**
 * graphql's `subscribe`, with each event executed once per distinct selection and scope: one
 * event reaching 10,000 subscriptions of the same query (and variables, and viewer) is
 * resolved once and the same result is handed to every one of them, instead of 10,000 times.
 * Subscribers of another viewer get their own execution (fields like `isOwner` depend on
 * it). Results are kept per event object only while it is referenced (a WeakMap).
 *
 * With a sink, the result is also serialised once: its payload's JSON is spliced into each
 * subscriber's `next` frame beside that subscriber's operation id, and the frame is written to
 * the socket at once instead of being yielded to graphql-ws (which would encode it again per
 * socket and wait for each write). The returned stream then yields nothing; it ends when the
 * source ends (graphql-ws sends `complete`) and fails when the source fails (`error`).
 */
export function createSharedSubscribe(scopeOf: ScopeOf, options: SharedSubscribeOptions = {}) {
  const { sinkOf = () => undefined, payloadOf = nextPayload } = options;
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const executions = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();
  const serialised = new WeakMap<ExecutionResult, { payload: string; frames: Map<string, Buffer> }>();
  // One copy of each key string, not one per subscription.
  const keys = new Map<string, string>();

  const keyOf = (args: ExecutionArgs): string => {
    let id = documentIds.get(args.document);
    if (id === undefined) documentIds.set(args.document, (id = nextDocumentId++));
    const key = `${id}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${scopeOf(args.contextValue)}`;
    const known = keys.get(key);
    if (known) return known;
    if (keys.size >= 10_000) keys.clear();
    keys.set(key, key);
    return key;
  };

  const executeShared = (args: ExecutionArgs, key: string, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null) return execute({ ...args, rootValue: payload });
    let byKey = executions.get(payload);
    if (!byKey) executions.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) {
      result = execute({ ...args, rootValue: payload });
      byKey.set(key, result);
    }
    return result;
  };

  const frameOf = (result: ExecutionResult, id: string): Buffer => {
    let shared = serialised.get(result);
    if (!shared) serialised.set(result, (shared = { payload: JSON.stringify(payloadOf(result)), frames: new Map() }));
    let frame = shared.frames.get(id);
    if (!frame) {
      // Byte for byte what graphql-ws would send: {"id","type","payload"} in that order.
      frame = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":${shared.payload}}`);
      if (shared.frames.size < FRAMES_PER_RESULT) shared.frames.set(id, frame);
    }
    return frame;
  };

  return async function sharedSubscribe(args: ExecutionArgs) {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const key = keyOf(args);
    const sink = sinkOf(args.contextValue);
    if (!sink) return mapEvents(source, (payload) => executeShared(args, key, payload));
    // Synchronous when the execution is (a cached result): no promise per subscriber and event.
    return new FrameWriter(source, sink, (payload) => {
      const result = executeShared(args, key, payload);
      return isPromise(result) ? result.then((done) => frameOf(done, sink.id)) : frameOf(result, sink.id);
    });
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

/** The source's events mapped one by one; return() and throw() reach the source (its cleanup). */
function mapEvents<T, R>(source: AsyncIterable<T>, map: (value: T) => Promise<R> | R): AsyncGenerator<R, void, void> {
  const iterator = source[Symbol.asyncIterator]();
  const mapped: AsyncGenerator<R, void, void> = {
    async next() {
      const step = await iterator.next();
      return step.done ? { done: true, value: undefined } : { done: false, value: await map(step.value) };
    },
    async return() {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}

const DONE: IteratorReturnResult<void> = Object.freeze({ done: true, value: undefined });

/**
 * The source's events written to the sink one by one, in order, from the first next() on
 * (graphql-ws calls it once the operation is registered, so nothing is written for an
 * operation the client completed meanwhile). next() settles when the writing stops: done when
 * the source ends or return() is called, rejected when the source fails. A class, so its
 * methods are shared rather than closures made per subscription (see async-queue.ts).
 */
class FrameWriter<T> implements AsyncGenerator<never, void, void> {
  private readonly iterator: AsyncIterator<T>;
  private stopped = false;
  private writing: Promise<IteratorResult<never, void>> | null = null;

  constructor(
    source: AsyncIterable<T>,
    private readonly sink: FrameSink,
    private readonly frameOf: (value: T) => Buffer | Promise<Buffer>,
  ) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  next(): Promise<IteratorResult<never, void>> {
    if (this.stopped && !this.writing) return Promise.resolve(DONE);
    return (this.writing ??= this.write());
  }

  async return(): Promise<IteratorResult<never, void>> {
    await this.stop();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<never, void>> {
    await this.stop();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.iterator.return?.();
  }

  private async write(): Promise<IteratorResult<never, void>> {
    try {
      for (;;) {
        const step = await this.iterator.next();
        if (step.done || this.stopped) break;
        const made = this.frameOf(step.value);
        const frame = Buffer.isBuffer(made) ? made : await made;
        // Returned while the result was being made: the client no longer wants it.
        if (this.stopped) break;
        this.sink.send(frame);
      }
    } finally {
      // A failing source or execution ends the subscription (graphql-ws then sends `error`).
      await this.stop();
    }
    return DONE;
  }
}

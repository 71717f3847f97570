import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';

/** Who an execution is for: results are shared only between subscribers of the same scope. */
export type ScopeOf = (contextValue: unknown) => string;

/**
 * graphql's `subscribe`, with each event executed once per distinct selection and scope: one
 * event reaching 10,000 subscriptions of the same query (and variables, and viewer) is
 * resolved once and the same result is handed to every one of them, instead of 10,000 times.
 * Subscribers of another viewer get their own execution (fields like `isOwner` depend on
 * it). Results are kept per event object only while it is referenced (a WeakMap).
 */
export function createSharedSubscribe(scopeOf: ScopeOf) {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const executions = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

  const keyOf = (args: ExecutionArgs): string => {
    let id = documentIds.get(args.document);
    if (id === undefined) documentIds.set(args.document, (id = nextDocumentId++));
    return `${id}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${scopeOf(args.contextValue)}`;
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

  return async function sharedSubscribe(args: ExecutionArgs) {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const key = keyOf(args);
    return mapEvents(source, (payload) => executeShared(args, key, payload));
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
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

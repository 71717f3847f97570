import { createInterface } from 'node:readline';

import type { z } from 'zod';

import { parseJson } from './parse-json.js';

/**
 * The worker side of worker-process.ts for engines written in TypeScript: loads the engine
 * once, answers one request at a time in the order asked, cancels on request (a queued request
 * is dropped, the running one sees its signal abort and its later replies are dropped), and
 * exits when stdin closes so it never outlives the service.
 */

export interface Reply {
  type: string;
  [key: string]: unknown;
}

export interface WorkerDefinition<Options, Engine, Request extends { type: string; id: number }, Notice = never> {
  name: string;
  options: z.ZodType<Options>;
  request: z.ZodType<Request>;
  load(options: Options): Promise<Engine>;
  /** Answers one request through `reply` (the id is added); resolves when done. */
  handle(engine: Engine, request: Request, reply: (message: Reply) => void, signal: AbortSignal): Promise<void>;
  /**
   * Messages that change how the engine works from now on (no id, no reply): applied as they
   * arrive, also while a request runs, never queued behind one.
   */
  notice?: { message: z.ZodType<Notice>; apply(engine: Engine, notice: Notice): void };
}

export function serveWorker<Options, Engine, Request extends { type: string; id: number }, Notice = never>(
  definition: WorkerDefinition<Options, Engine, Request, Notice>,
): void {
  // stdout carries protocol lines only: anything a library prints goes to the log.
  console.log = console.error;
  console.info = console.error;
  const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

  const options = definition.options.parse(JSON.parse(process.argv[2] ?? '{}'));
  const started = performance.now();
  const engine = definition.load(options);
  engine.then(
    () => send({ type: 'ready', loadMs: performance.now() - started }),
    (error: unknown) => {
      send({ type: 'fatal', message: messageOf(error) });
      process.exit(1);
    },
  );

  const queue: Request[] = [];
  let current: { id: number; abort: AbortController } | undefined;

  const drain = async (loaded: Engine) => {
    if (current) return;
    for (let request = queue.shift(); request; request = queue.shift()) {
      const abort = new AbortController();
      current = { id: request.id, abort };
      const id = request.id;
      const reply = (message: Reply) => {
        if (!abort.signal.aborted) send({ ...message, id });
      };
      try {
        await definition.handle(loaded, request, reply, abort.signal);
      } catch (error) {
        reply({ type: 'failed', message: messageOf(error) });
      }
    }
    current = undefined;
  };

  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const raw = parseJson(line) as { type?: unknown; id?: unknown } | undefined;
    if (raw?.type === 'cancel' && typeof raw.id === 'number') {
      const index = queue.findIndex((queued) => queued.id === raw.id);
      if (index >= 0) queue.splice(index, 1);
      else if (current?.id === raw.id) current.abort.abort();
      return;
    }
    const notices = definition.notice;
    const notice = notices?.message.safeParse(raw);
    if (notices && notice?.success) {
      void engine.then(
        (loaded) => notices.apply(loaded, notice.data),
        () => {},
      );
      return;
    }
    const parsed = definition.request.safeParse(raw);
    if (!parsed.success) {
      console.error(`${definition.name}: ignoring a malformed request: ${line.slice(0, 200)}`);
      return;
    }
    queue.push(parsed.data);
    void engine.then(drain, () => {});
  });
  lines.on('close', () => process.exit(0));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@avatarium/platform';
import type { NodeChild } from '../processes.js';

/** Polls `ready` until it says yes; gives up early when the child exits, since it never will then. */
export async function waitUntilReady(child: NodeChild, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  void child.exited.then((how) => (exited = how));
  while (Date.now() < deadline && !exited) {
    if (await ready()) return;
    await sleep(200);
  }
  throw new Error(exited ? `${child.name} ${exited} before it was ready` : `${child.name} not ready within ${timeoutMs} ms`);
}

/** Any answer but "nobody is listening" (even an error) means the service has subscribed to its subjects. */
export async function answers(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return true;
  } catch (error) {
    return !(error instanceof AppError) || error.code !== 'UNAVAILABLE';
  }
}

/** The gateway's /readyz: it reaches MongoDB and NATS and listens. */
export function gatewayReady(url: string): Promise<boolean> {
  return fetch(`${url}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
}

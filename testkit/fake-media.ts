import { media, type ReplyOf, type RequestContract } from '@avatarium/contracts';
import { vi } from 'vitest';
import type { z } from 'zod';
import type { TestStack } from './stack.js';

type StartRequest = z.output<typeof media.startGeneration.request>;
type ContinueRequest = z.output<typeof media.continueGeneration.request>;

/**
 * Stands in for the media service's answers to this gateway's requests, so a test decides
 * what media replies even while the real media service runs in the stack. Requests and
 * replies are still parsed by their contracts; every other request goes over NATS as usual.
 */
export function fakeMedia(stack: TestStack) {
  const bus = stack.gateway.deps.bus;
  const original = bus.request.bind(bus);
  const calls = { start: [] as StartRequest[], continue: [] as ContinueRequest[] };
  const behaviour = {
    start: async (request: StartRequest): Promise<ReplyOf<typeof media.startGeneration>> => ({
      agentId: request.proposedId ?? 'A00AAA0000',
    }),
    continue: async (_request: ContinueRequest): Promise<ReplyOf<typeof media.continueGeneration>> => ({ continued: true }),
  };
  const spy = vi.spyOn(bus, 'request').mockImplementation((async (
    contract: RequestContract<z.ZodType, z.ZodType>,
    payload: unknown,
    options?: { timeoutMs?: number },
  ) => {
    if (contract === media.startGeneration) {
      const request = media.startGeneration.request.parse(payload);
      calls.start.push(request);
      return media.startGeneration.reply.parse(await behaviour.start(request));
    }
    if (contract === media.continueGeneration) {
      const request = media.continueGeneration.request.parse(payload);
      calls.continue.push(request);
      return media.continueGeneration.reply.parse(await behaviour.continue(request));
    }
    return original(contract, payload as never, options);
  }) as typeof bus.request);
  return {
    calls,
    behaviour,
    restore: () => spy.mockRestore(),
  };
}

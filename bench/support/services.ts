import { catalog, conversation, credits, knowledge, media } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';

/** The NATS services a benchmark may start beside the gateway. */
export type ServiceName = 'credits' | 'catalog' | 'media' | 'conversation' | 'knowledge';

export function serviceEntry(name: ServiceName): string {
  return `services/${name}/src/main.ts`;
}

const nobody = '0'.repeat(24);
const noAgent = 'A00AAA0000';

/**
 * A harmless request per service, answered (NOT_FOUND or a zero) once it serves its subjects.
 * Media registers upload inspection first and generation last, so asking for the latter waits
 * until the whole service is up.
 */
export const serviceProbes: Record<ServiceName, (bus: Bus) => Promise<unknown>> = {
  credits: (bus) => bus.request(credits.getBalance, { userId: nobody }, { timeoutMs: 1_000 }),
  catalog: (bus) => bus.request(catalog.getAgent, { agentId: noAgent, scope: { kind: 'public' } }, { timeoutMs: 1_000 }),
  media: (bus) => bus.request(media.continueGeneration, { ownerId: nobody, agentId: noAgent, face: null }, { timeoutMs: 1_000 }),
  conversation: (bus) =>
    bus.request(
      conversation.checkSession,
      { sessionId: 'probe-session-0000', sessionToken: 'x'.repeat(20) },
      { timeoutMs: 1_000 },
    ),
  knowledge: (bus) => bus.request(knowledge.getKnowledge, { ownerId: nobody, agentId: noAgent }, { timeoutMs: 1_000 }),
};

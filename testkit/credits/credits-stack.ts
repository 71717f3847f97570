import { randomBytes } from 'node:crypto';
import { credits } from '@avatarium/contracts';
import { creditsEnvSchema, startCreditsService } from '@avatarium/credits';
import { createLogger, loadConfig } from '@avatarium/platform';
import Stripe from 'stripe';
import { startServiceStack, type ServiceStack } from '../service-stack.js';

export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** A clock the credits service reads; tests move it to cross billing periods. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceDays(days: number) {
      offsetMs += days * 86_400_000;
    },
  };
}

/** NATS and the credits service with `env` (Stripe settings) and a movable clock. */
export async function startCreditsStack(env: Record<string, string> = {}) {
  const stack: ServiceStack = await startServiceStack([]);
  const clock = movableClock();
  const service = await startCreditsService(
    loadConfig(creditsEnvSchema, stack.envOf('credits', env)),
    createLogger('credits', 'silent'),
    { now: clock.now },
  );
  return {
    bus: stack.bus,
    clock,
    async stop() {
      await service.stop();
      await stack.stop();
    },
  };
}

/** A fresh user with an opened (Free) account. */
export async function newCreditUser(bus: ServiceStack['bus']): Promise<string> {
  const userId = randomBytes(12).toString('hex');
  await bus.request(credits.openAccount, { userId });
  return userId;
}

/** A webhook delivery as Stripe signs it, with the library's own test helper. */
export function signedStripeEvent(
  event: { id: string; type: string; created: number; data: { object: unknown } },
  secret = TEST_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-01-27',
    livemode: false,
    pending_webhooks: 1,
    request: null,
    ...event,
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

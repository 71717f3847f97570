import { analytics, catalog, credits, knowledge, PLAN_MONTHLY_CREDITS, slides } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { WebhookEvent } from './webhook-events.js';

/** One queue group: each bus event reaches one gateway, which queues its deliveries. */
export const WEBHOOK_QUEUE = 'gateway-webhooks';

/** credits.low: the balance crossed below 10 % of the plan's monthly credits, and never below 20 credits (Enterprise: 20). */
export function lowCreditsThreshold(plan: keyof typeof PLAN_MONTHLY_CREDITS): number {
  const monthly = PLAN_MONTHLY_CREDITS[plan];
  return monthly === 'unlimited' ? 20 : Math.max(20, Math.ceil(monthly * 0.1));
}

/** Turns the platform's events into webhook events; one subscription per source subject. */
export function subscribeWebhookSources(bus: Bus, emit: (event: WebhookEvent) => void): () => void {
  const stops = [
    bus.subscribe(
      catalog.agentChanged,
      ({ agent }) => {
        const status = agent.record.status;
        const type = status === 'ready' ? 'agent.ready' : status === 'failed' || status === 'error' ? 'agent.failed' : null;
        if (!type) return;
        emit({
          ownerId: agent.ownerId,
          type,
          // The version moves with every status change: a rename of a ready agent is not a second agent.ready.
          dedupeKey: `${type}:${agent.id}:${agent.version}`,
          data: { agent_id: agent.id, name: agent.name, status },
        });
      },
      { queue: WEBHOOK_QUEUE },
    ),
    bus.subscribe(
      analytics.conversationEnded,
      ({ agentId, ownerId, conversationId, at }) =>
        emit({
          ownerId,
          type: 'conversation.ended',
          dedupeKey: `conversation.ended:${conversationId}`,
          data: { agent_id: agentId, conversation_id: conversationId, ended_at: at },
        }),
      { queue: WEBHOOK_QUEUE },
    ),
    bus.subscribe(
      knowledge.knowledgeChanged,
      ({ ownerId, state }) => {
        if (state.status !== 'ready') return;
        emit({
          ownerId,
          type: 'knowledge.ready',
          dedupeKey: `knowledge.ready:${state.agentId}:${state.updated_at}`,
          data: { agent_id: state.agentId },
        });
      },
      { queue: WEBHOOK_QUEUE },
    ),
    bus.subscribe(
      slides.slidesChanged,
      ({ ownerId, state }) => {
        if (state.status !== 'ready') return;
        emit({
          ownerId,
          type: 'slides.ready',
          dedupeKey: `slides.ready:${state.agentId}:${state.updated_at}`,
          data: { agent_id: state.agentId },
        });
      },
      { queue: WEBHOOK_QUEUE },
    ),
    bus.subscribe(
      credits.balanceChanged,
      ({ userId, balance, plan, delta, version }) => {
        const threshold = lowCreditsThreshold(plan);
        if (!(balance < threshold && balance - delta >= threshold)) return;
        emit({
          ownerId: userId,
          type: 'credits.low',
          dedupeKey: `credits.low:${version}`,
          data: { balance, threshold, plan },
        });
      },
      { queue: WEBHOOK_QUEUE },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

import { conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { monthOf } from './conversation-budget.js';

const QUEUE = 'conversation';

/** Answers what an agent spent this month on visitors' owner-paid sessions (the gateway checked the caller owns it). */
export function registerBudget(deps: ConversationDeps): void {
  deps.bus.serve(
    conversation.getBudgetSpend,
    async ({ agentId }) => {
      const month = monthOf(deps.now());
      return { month, spent: await deps.budgets.spent(agentId, month) };
    },
    QUEUE,
  );
}

import type { Agent } from '@avatarium/contracts';
import type { Outcome } from './refusal.js';

/** An action's outcome as the AgentActionResult type. */
export function actionResult(result: Outcome<{ agent: Agent }>) {
  return result.ok ? { ok: true, agent: result.agent, error: null } : { ok: false, agent: null, error: result.error };
}

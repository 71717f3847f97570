import { catalogActions, type Agent } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { sessionKeysOf } from '../provider-keys/session-keys.js';
import { promptStart } from '../turns/build-prompt.js';
import { personaOf } from './persona-of.js';

/**
 * An agent that became Ready, or whose persona changed, has its persona read by the platform's
 * offline model while it is otherwise unused: its first visitor's first answer then does not wait
 * for ~200 tokens of persona (~4 s of the 1.5B on two cores). Agents that talk with the owner's
 * own model key have nothing to read here. The engine skips a persona it already holds.
 */
export function readPersonaAhead(deps: Pick<ConversationDeps, 'engines'>, agent: Agent): void {
  if (!catalogActions.isAgentReady(agent.record)) return;
  if (sessionKeysOf(agent.providers).llm) return;
  deps.engines.chat.prepareInBackground?.(promptStart(personaOf(agent), []));
}

import { parsedInput } from '../shared/refusal.js';
import { SiteBody, ToggleBody, type SiteFaqCommand, type ToggleRagCommand } from './use-cases/knowledge.js';

// The spec's snake_case bodies mapped to the use cases' commands; the resolvers pass their
// arguments straight. Each body keeps its schema (and its texts, 'agent_id is required').

/** POST /api/knowledge/toggle-rag {agent_id, enabled}. */
export function toggleRagCommandOf(body: unknown): ToggleRagCommand {
  const input = parsedInput(ToggleBody, body);
  return { agentId: input.agent_id, enabled: input.enabled };
}

/** POST /api/knowledge/generate-faq-cerebrium {url, agent_id}. */
export function siteFaqCommandOf(body: unknown): SiteFaqCommand {
  const input = parsedInput(SiteBody, body);
  return { agentId: input.agent_id, url: input.url };
}

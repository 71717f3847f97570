import type { Agent } from '@avatarium/contracts';

/**
 * The newest state of each agent a subscriber was sent. States are ordered by (version,
 * revision): generation steps grow `version`, votes / visibility / category / sharing grow
 * `revision` (docs/decisions/galleries-and-sharing.md), so comparing `version` alone would
 * drop every vote. An older or repeated state (a late publish, a snapshot overtaken) is refused.
 */
export class LatestAgentStates {
  private readonly sent = new Map<string, { version: number; revision: number }>();

  /** True (and remembered) when `agent` is newer than what was sent for it. */
  accept(agent: Pick<Agent, 'id' | 'version' | 'revision'>): boolean {
    const last = this.sent.get(agent.id);
    if (last && (agent.version < last.version || (agent.version === last.version && agent.revision <= last.revision))) {
      return false;
    }
    this.sent.set(agent.id, { version: agent.version, revision: agent.revision });
    return true;
  }
}

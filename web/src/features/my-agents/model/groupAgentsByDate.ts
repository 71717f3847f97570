export interface AgentDateGroup<T> {
  /** The local calendar day, YYYY-MM-DD (a stable key). */
  day: string;
  /** Spec 002 2.4: 'MMMM d, yyyy', such as 'March 7, 2026'. */
  title: string;
  agents: T[];
}

/**
 * Spec 002 2.4's date layout: agents grouped by the day they were created (in the viewer's
 * time zone unless one is given), newest day first; inside a day the list's own order stays.
 */
export function groupAgentsByDate<T extends { createdAt: string }>(agents: readonly T[], timeZone?: string): AgentDateGroup<T>[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const titleOf = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
  const groups = new Map<string, AgentDateGroup<T>>();
  for (const agent of agents) {
    const created = new Date(agent.createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const day = dayOf.format(created);
    const group = groups.get(day) ?? { day, title: titleOf.format(created), agents: [] };
    group.agents.push(agent);
    groups.set(day, group);
  }
  return [...groups.values()].sort((a, b) => b.day.localeCompare(a.day));
}

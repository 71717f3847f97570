import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';

/** Agents whose shown name contains the search text (case-insensitive); all when the text is blank. */
export function filterAgentsByName<T extends { name: string | null }>(agents: readonly T[], search: string): readonly T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return agents;
  return agents.filter((agent) => (agent.name || UNTITLED_AGENT).toLocaleLowerCase().includes(needle));
}

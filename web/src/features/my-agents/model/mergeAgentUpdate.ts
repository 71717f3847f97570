/**
 * The list after an update: the agent replaced in place when known (the list keeps the sort
 * the server gave it), else added first: a new agent is the one just created or cloned.
 */
export function mergeAgentUpdate<T extends { id: string }>(list: readonly T[], agent: T): T[] {
  const index = list.findIndex((item) => item.id === agent.id);
  if (index >= 0) return list.map((item, at) => (at === index ? agent : item));
  return [agent, ...list];
}

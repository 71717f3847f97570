/** The list after an update: the agent replaced in place when known, else added with the list kept newest first. */
export function mergeAgentUpdate<T extends { id: string; createdAt: string }>(list: readonly T[], agent: T): T[] {
  const index = list.findIndex((item) => item.id === agent.id);
  if (index >= 0) return list.map((item, at) => (at === index ? agent : item));
  return [...list, agent].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

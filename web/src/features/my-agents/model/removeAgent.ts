/** The list without the agent (the same list when it was not there). */
export function removeAgent<T extends { id: string }>(list: readonly T[], agentId: string): readonly T[] {
  return list.some((item) => item.id === agentId) ? list.filter((item) => item.id !== agentId) : list;
}

/** What the cards know about votes, shared by every gallery so one agent shows one count. */
export interface VoteTally {
  /** The highest count known for the agent, or undefined when none was seen. */
  get: (agentId: string) => number | undefined;
  /** Records a count (from the server, a list or a vote reply); answers the count to show. */
  record: (agentId: string, votes: number | null | undefined) => number;
  /** Starts a vote unless one is in flight for the agent; false means "ignore this click". */
  begin: (agentId: string) => boolean;
  finish: (agentId: string) => void;
  isVoting: (agentId: string) => boolean;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Spec 002 4.4: one vote request at a time per agent, and the count shown is the highest of
 * the known values, so a late or stale answer (an older list, a reordered event) never makes
 * it drop.
 */
export function createVoteTally(): VoteTally {
  const highest = new Map<string, number>();
  const voting = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: (agentId) => highest.get(agentId),
    record: (agentId, votes) => {
      const known = highest.get(agentId);
      if (typeof votes !== 'number' || !Number.isFinite(votes)) return known ?? 0;
      if (known !== undefined && known >= votes) return known;
      highest.set(agentId, votes);
      notify();
      return votes;
    },
    begin: (agentId) => {
      if (voting.has(agentId)) return false;
      voting.add(agentId);
      notify();
      return true;
    },
    finish: (agentId) => {
      if (voting.delete(agentId)) notify();
    },
    isVoting: (agentId) => voting.has(agentId),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What to tell the user when one of their agents changes state while they are elsewhere. */
export type AgentNotice =
  | { kind: 'ready'; title: string; description: string }
  | { kind: 'help'; title: string; description: string }
  | { kind: 'failed'; title: string; description: string };

interface AgentLike {
  name?: string | null;
  displayStatus: string;
  failureText?: string | null;
}

/**
 * Only a change is news: the first state seen of an agent (the subscription's opening
 * snapshot) says nothing, and neither does a repeat of the same state.
 */
export function agentStatusNotice(previous: string | undefined, agent: AgentLike): AgentNotice | null {
  if (previous === undefined || previous === agent.displayStatus) return null;
  const name = agent.name || 'Untitled Agent';
  switch (agent.displayStatus) {
    case 'success':
      return { kind: 'ready', title: `${name} is ready`, description: 'Open My Agents to share, embed or launch it.' };
    case 'animal_detected':
      return { kind: 'help', title: 'Help needed', description: `Mark face points on ${name} to continue.` };
    case 'failed':
    case 'error':
      return {
        kind: 'failed',
        title: 'Agent Generation Failed',
        description: agent.failureText ?? 'Create a new agent to try again',
      };
    default:
      return null;
  }
}

import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentCard } from '../../agents/components/AgentCard';

interface AgentGridProps {
  agents: readonly AgentCardFieldsFragment[];
  onMarkFace: (agent: AgentCardFieldsFragment) => void;
}

// Spec 002 section 9: cards fade in 50 ms apart, at most 500 ms late.
const fadeDelay = (index: number) => `${Math.min(index * 50, 500)}ms`;

/** The user's cards: 1 column, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
export function AgentGrid({ agents, onMarkFace }: AgentGridProps) {
  return (
    <div className="agent-grid" data-testid="my-agents-grid">
      {agents.map((agent, index) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          tooltip="Click to share, edit, and launch"
          onMarkFace={onMarkFace}
          style={{ animationDelay: fadeDelay(index) }}
        />
      ))}
    </div>
  );
}

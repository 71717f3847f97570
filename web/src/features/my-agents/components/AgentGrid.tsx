import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { MyAgentCard } from './MyAgentCard';
import './AgentGrid.css';

interface AgentGridProps {
  agents: readonly AgentCardFieldsFragment[];
  onMarkFace: (agent: AgentCardFieldsFragment) => void;
}

/** The user's cards: 1 column, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
export function AgentGrid({ agents, onMarkFace }: AgentGridProps) {
  return (
    <div className="agent-grid" data-testid="my-agents-grid">
      {agents.map((agent, index) => (
        <MyAgentCard key={agent.id} agent={agent} index={index} onMarkFace={onMarkFace} />
      ))}
    </div>
  );
}

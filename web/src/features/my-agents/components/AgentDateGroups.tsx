import { useMemo } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { groupAgentsByDate } from '../model/groupAgentsByDate';
import { AgentDateRow } from './AgentDateRow';
import './AgentDateGroups.css';

interface AgentDateGroupsProps {
  agents: readonly AgentCardFieldsFragment[];
  onMarkFace: (agent: AgentCardFieldsFragment) => void;
}

/** Spec 002 2.4's date layout: one sideways row per creation day, newest day first. */
export function AgentDateGroups({ agents, onMarkFace }: AgentDateGroupsProps) {
  const groups = useMemo(() => groupAgentsByDate(agents), [agents]);
  return (
    <div className="agent-date-groups" data-testid="my-agents-date-groups">
      {groups.map((group) => (
        <AgentDateRow key={group.day} group={group} onMarkFace={onMarkFace} />
      ))}
    </div>
  );
}

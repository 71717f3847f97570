import { useEffect } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { useScrollRow } from '../hooks/useScrollRow';
import type { AgentDateGroup } from '../model/groupAgentsByDate';
import { MyAgentCard } from './MyAgentCard';
import './AgentDateRow.css';

interface AgentDateRowProps {
  group: AgentDateGroup<AgentCardFieldsFragment>;
  onMarkFace: (agent: AgentCardFieldsFragment) => void;
}

/**
 * One creation day (spec 002 2.4): its title, and its cards in a row that scrolls sideways
 * with previous and next arrows; 1 card per view, 2 from 640 px, 3 from 1024, 4 from 1280.
 */
export function AgentDateRow({ group, onMarkFace }: AgentDateRowProps) {
  const { ref, canPrevious, canNext, measure, step } = useScrollRow<HTMLDivElement>();
  const titleId = `agent-day-${group.day}`;

  useEffect(measure, [measure, group.agents.length]);

  return (
    <section className="agent-date-row" aria-labelledby={titleId} data-testid="my-agents-date-group" data-day={group.day}>
      <div className="agent-date-row__head">
        <h2 id={titleId} className="agent-date-row__title">
          {group.title}
          <span className="agent-date-row__count">{group.agents.length}</span>
        </h2>
        <div className="agent-date-row__arrows">
          <button
            type="button"
            className="icon-button agent-date-row__arrow"
            aria-label={`Previous agents of ${group.title}`}
            disabled={!canPrevious}
            onClick={() => step(-1)}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path d="M12.5 4.5L7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="icon-button agent-date-row__arrow"
            aria-label={`Next agents of ${group.title}`}
            disabled={!canNext}
            onClick={() => step(1)}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path d="M7.5 4.5L13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <div ref={ref} className="agent-date-row__track">
        {group.agents.map((agent, index) => (
          <div key={agent.id} className="agent-date-row__item">
            <MyAgentCard agent={agent} index={index} onMarkFace={onMarkFace} />
          </div>
        ))}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentSearchBox } from '../../agents/components/AgentSearchBox';
import { UNTITLED_AGENT } from '../../agents/display/untitledAgent';
import { MarkFaceDialog } from '../../face-marking/components/MarkFaceDialog';
import { useMyAgents } from '../hooks/useMyAgents';
import { filterAgentsByName } from '../search/filterAgentsByName';
import { AgentGrid } from './AgentGrid';
import { AgentGridSkeleton } from './AgentGridSkeleton';
import { MyAgentsEmpty } from './MyAgentsEmpty';

export interface MyAgentsGalleryProps {
  search: string;
  onSearchChange: (text: string) => void;
  onGoToCreate: () => void;
}

/** The signed-in user's live grid with its search; the Mark Face dialog opens from a card. */
export function MyAgentsGallery({ search, onSearchChange, onGoToCreate }: MyAgentsGalleryProps) {
  const { agents, loading, error } = useMyAgents();
  const [marking, setMarking] = useState<AgentCardFieldsFragment | null>(null);
  // Bumped by 'Clear search' so the search box (which keeps its own text) starts empty again.
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  if (loading) return <AgentGridSkeleton />;
  if (error) {
    return (
      <ErrorState
        title="Error Loading Agents"
        message="Your agents could not be loaded."
        detail={error}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (agents.length === 0) return <MyAgentsEmpty onGoToCreate={onGoToCreate} />;

  const shown = filterAgentsByName(agents, search);
  return (
    <section className="my-agents" aria-labelledby="my-agents-title">
      <div className="my-agents__toolbar">
        <h1 id="my-agents-title" className="my-agents__title">
          My Agents<span className="my-agents__count">{agents.length}</span>
        </h1>
        <AgentSearchBox key={searchBoxKey} initialValue={search} onSearch={onSearchChange} autoFocus={search.length > 0} />
      </div>
      {shown.length > 0 ? (
        <AgentGrid agents={shown} onMarkFace={setMarking} />
      ) : (
        <EmptyState
          testId="my-agents-no-match"
          title="No agents match your search"
          description={`None of your agents has "${search.trim()}" in its name.`}
          action={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                onSearchChange('');
                setSearchBoxKey((key) => key + 1);
              }}
            >
              Clear search
            </button>
          }
        />
      )}
      {marking && (
        <MarkFaceDialog
          agentId={marking.id}
          agentName={marking.name || UNTITLED_AGENT}
          imageUrl={marking.imageUrl ?? marking.posterUrl}
          onClose={() => setMarking(null)}
        />
      )}
    </section>
  );
}

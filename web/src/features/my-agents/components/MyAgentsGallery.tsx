import { useState } from 'react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import type { AgentCardFieldsFragment, AgentSort } from '../../../gql/graphql';
import { DEFAULT_AGENT_SORT } from '../../../shared/agents/model/defaultAgentSort';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { useMyAgents } from '../hooks/useMyAgents';
import { filterAgentsByName } from '../model/filterAgentsByName';
import type { MyAgentsLayout } from '../model/myAgentsLayout';
import type { MyAgentsSlots } from '../model/myAgentsSlots';
import { AgentDateGroups } from './AgentDateGroups';
import { AgentGrid } from './AgentGrid';
import { AgentGridSkeleton } from './AgentGridSkeleton';
import { MyAgentsEmpty } from './MyAgentsEmpty';
import { MyAgentsToolbar } from './MyAgentsToolbar';

export interface MyAgentsGalleryProps extends MyAgentsSlots {
  /** The signed-in owner (collections' share links carry it). */
  userId: string;
  search: string;
  onSearchChange: (text: string) => void;
  onGoToCreate: () => void;
}

/** The signed-in user's live gallery with search, sort and layout; the Mark Face dialog opens from a card. */
export function MyAgentsGallery({
  userId,
  search,
  onSearchChange,
  onGoToCreate,
  renderCollections,
  renderMarkFace,
}: MyAgentsGalleryProps) {
  const [sort, setSort] = useState<AgentSort>(DEFAULT_AGENT_SORT);
  const [layout, setLayout] = useState<MyAgentsLayout>('grid');
  const { agents, loading, error } = useMyAgents(sort);
  const [marking, setMarking] = useState<AgentCardFieldsFragment | null>(null);
  // Bumped by 'Clear search' so the search box (which keeps its own text) starts empty again.
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const [showCollections, setShowCollections] = useState(false);

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
  if (showCollections) return renderCollections({ agents, userId, onBack: () => setShowCollections(false) });
  if (agents.length === 0) return <MyAgentsEmpty onGoToCreate={onGoToCreate} />;

  const shown = filterAgentsByName(agents, search);
  return (
    <section className="my-agents" aria-labelledby="my-agents-title">
      <MyAgentsToolbar
        count={agents.length}
        search={search}
        searchBoxKey={searchBoxKey}
        onSearchChange={onSearchChange}
        sort={sort}
        onSortChange={setSort}
        layout={layout}
        onLayoutChange={setLayout}
        onOpenCollections={() => setShowCollections(true)}
      />
      {shown.length === 0 ? (
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
      ) : layout === 'date' ? (
        <AgentDateGroups agents={shown} onMarkFace={setMarking} />
      ) : (
        <AgentGrid agents={shown} onMarkFace={setMarking} />
      )}
      {marking &&
        renderMarkFace({
          agentId: marking.id,
          agentName: marking.name || UNTITLED_AGENT,
          imageUrl: marking.imageUrl ?? marking.posterUrl,
          onClose: () => setMarking(null),
        })}
    </section>
  );
}

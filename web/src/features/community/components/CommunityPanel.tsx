import { useCallback, useMemo, useState } from 'react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { useRefetchOnVisible } from '../../../shared/hooks/useRefetchOnVisible';
import { useSession } from '../../../shared/session/useSession';
import { useCommunityPage } from '../hooks/useCommunityPage';
import { useCommunityUpdates } from '../hooks/useCommunityUpdates';
import type { CommunityFilters } from '../model/communityFilters';
import { DEFAULT_COMMUNITY_FILTERS } from '../model/defaultCommunityFilters';
import { CommunityEmpty } from './CommunityEmpty';
import { CommunityGallery } from './CommunityGallery';
import { CommunityLoading } from './CommunityLoading';
import { CommunityNoMatch } from './CommunityNoMatch';
import { CommunityToolbar } from './CommunityToolbar';
import './CommunityPanel.css';

/**
 * Spec 002 2.1 community: public agents for everyone, with search, sort and categories;
 * loading (9 placeholders), 'Error Loading Community Agents' with Retry, or the masonry, live.
 */
export function CommunityPanel({ onGoToCreate }: { onGoToCreate: () => void }) {
  const session = useSession();
  const [filters, setFilters] = useState<CommunityFilters>(DEFAULT_COMMUNITY_FILTERS);
  // Bumped by 'Show all agents' so the search box (which keeps its own text) starts empty again.
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const { state, variables, cacheKey, refresh } = useCommunityPage(filters);
  useCommunityUpdates({ filters, variables, cacheKey, refresh });
  useRefetchOnVisible(useCallback(() => refresh(true), [refresh]));

  // The chips keep their last counts while another list loads, so they do not blink.
  const latestCounts = state.status === 'success' ? state.page.categoryCounts : null;
  const [keptCounts, setKeptCounts] = useState(latestCounts);
  if (latestCounts && latestCounts !== keptCounts) setKeptCounts(latestCounts);
  const counts = useMemo(
    () => new Map((latestCounts ?? keptCounts ?? []).map((entry) => [entry.category, entry.count])),
    [latestCounts, keptCounts],
  );

  const update = (change: Partial<CommunityFilters>) => setFilters((current) => ({ ...current, ...change }));
  const filtered = filters.category !== 'All' || filters.search.trim() !== '';

  return (
    <section className="community" aria-labelledby="community-title" data-testid="community">
      <CommunityToolbar
        key={searchBoxKey}
        filters={filters}
        counts={counts}
        onSearch={(search) => update({ search })}
        onSort={(sortBy) => update({ sortBy })}
        onCategory={(category) => update({ category })}
      />
      {state.status === 'loading' && <CommunityLoading />}
      {state.status === 'error' && (
        <ErrorState
          title="Error Loading Community Agents"
          message="Failed to fetch community agents"
          detail={state.message}
          onRetry={() => refresh(true)}
        />
      )}
      {state.status === 'success' &&
        (state.page.agents.length > 0 ? (
          <CommunityGallery agents={state.page.agents} signedIn={session.status === 'signedIn'} />
        ) : filtered ? (
          <CommunityNoMatch
            onReset={() => {
              setFilters((current) => ({ ...current, category: 'All', search: '' }));
              setSearchBoxKey((key) => key + 1);
            }}
          />
        ) : (
          <CommunityEmpty onGoToCreate={onGoToCreate} />
        ))}
    </section>
  );
}

import type { AgentSort } from '../../../gql/graphql';
import { AgentSearchBox } from '../../../shared/agents/components/AgentSearchBox';
import { AgentSortToggle } from '../../../shared/agents/components/AgentSortToggle';
import type { CommunityCategoryFilter } from '../model/communityCategoryFilters';
import type { CommunityFilters } from '../model/communityFilters';
import { CategoryFilter } from './CategoryFilter';

interface CommunityToolbarProps {
  filters: CommunityFilters;
  counts: ReadonlyMap<string, number>;
  onSearch: (search: string) => void;
  onSort: (sortBy: AgentSort) => void;
  onCategory: (category: CommunityCategoryFilter) => void;
}

/** Spec 002 2.1's community controls: search, sort and the category filter with counts. */
export function CommunityToolbar({ filters, counts, onSearch, onSort, onCategory }: CommunityToolbarProps) {
  return (
    <div className="community__toolbar">
      <div className="gallery-head">
        <h1 id="community-title" className="gallery-head__title">
          Community
          {counts.has('All') && <span className="gallery-head__count">{counts.get('All')}</span>}
        </h1>
        <div className="gallery-head__controls community__controls">
          <AgentSearchBox initialValue={filters.search} onSearch={onSearch} testId="community-search" />
          <AgentSortToggle value={filters.sortBy} onChange={onSort} testId="community-sort" />
        </div>
      </div>
      <CategoryFilter value={filters.category} counts={counts} onChange={onCategory} />
    </div>
  );
}

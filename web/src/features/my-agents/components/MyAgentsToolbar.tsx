import type { AgentSort } from '../../../gql/graphql';
import { AgentSearchBox } from '../../../shared/agents/components/AgentSearchBox';
import { AgentSortToggle } from '../../../shared/agents/components/AgentSortToggle';
import type { MyAgentsLayout } from '../model/myAgentsLayout';
import { LayoutToggle } from './LayoutToggle';

interface MyAgentsToolbarProps {
  count: number;
  search: string;
  searchBoxKey: number;
  onSearchChange: (text: string) => void;
  sort: AgentSort;
  onSortChange: (sort: AgentSort) => void;
  layout: MyAgentsLayout;
  onLayoutChange: (layout: MyAgentsLayout) => void;
  onOpenCollections: () => void;
}

/** Spec 002 2.1's controls: search, sort, layout, and the 'Collections' button marked New. */
export function MyAgentsToolbar(props: MyAgentsToolbarProps) {
  return (
    <div className="gallery-head my-agents__toolbar">
      <h1 id="my-agents-title" className="gallery-head__title">
        My Agents<span className="gallery-head__count">{props.count}</span>
      </h1>
      <div className="gallery-head__controls my-agents__controls">
        <AgentSearchBox
          key={props.searchBoxKey}
          initialValue={props.search}
          onSearch={props.onSearchChange}
          autoFocus={props.search.length > 0}
        />
        <AgentSortToggle value={props.sort} onChange={props.onSortChange} testId="my-agents-sort" />
        <LayoutToggle value={props.layout} onChange={props.onLayoutChange} />
        <button
          type="button"
          className="button button--secondary"
          onClick={props.onOpenCollections}
          data-testid="open-collections"
        >
          Collections <span className="badge badge--new">New</span>
        </button>
      </div>
    </div>
  );
}

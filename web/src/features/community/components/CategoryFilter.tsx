import { COMMUNITY_CATEGORY_FILTERS, type CommunityCategoryFilter } from '../model/communityCategoryFilters';
import './CategoryFilter.css';

interface CategoryFilterProps {
  value: CommunityCategoryFilter;
  /** Agents per category for the current search ('All' is the total); none while unknown. */
  counts: ReadonlyMap<string, number>;
  onChange: (category: CommunityCategoryFilter) => void;
}

/** Spec 002 2.1: the community's category filter, each choice with its count of agents. */
export function CategoryFilter({ value, counts, onChange }: CategoryFilterProps) {
  return (
    <div className="category-filter" role="radiogroup" aria-label="Category" data-testid="community-categories">
      {COMMUNITY_CATEGORY_FILTERS.map((category) => {
        const count = counts.get(category);
        return (
          <button
            key={category}
            type="button"
            role="radio"
            aria-checked={value === category}
            className={value === category ? 'category-filter__chip category-filter__chip--on' : 'category-filter__chip'}
            onClick={() => onChange(category)}
            data-testid={`community-category-${category}`}
            data-count={count}
          >
            {category}
            {count !== undefined && <span className="category-filter__count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}

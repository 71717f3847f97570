import type { ReactNode } from 'react';
import { useMasonryColumns } from '../hooks/useMasonryColumns';
import { distributeToColumns } from '../model/distributeToColumns';
import './CommunityMasonry.css';

interface CommunityMasonryProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  testId?: string;
}

/** Spec 002 2.4's masonry: 4 / 3 / 2 / 1 columns by viewport width, items dealt across the columns in order. */
export function CommunityMasonry<T>({ items, keyOf, renderItem, testId }: CommunityMasonryProps<T>) {
  const columns = distributeToColumns(items, useMasonryColumns());
  return (
    <div className="community-masonry" data-testid={testId} data-columns={columns.length}>
      {columns.map((column, columnIndex) => (
        <div key={columnIndex} className="community-masonry__column">
          {column.map(({ item, index }) => (
            <div key={keyOf(item)} className="community-masonry__item">
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

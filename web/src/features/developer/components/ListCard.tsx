import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import './apiKeys.css';

interface ListCardProps<Item> {
  /** For ids and test ids: `${name}-title`, `${name}-card`, and the list's `${name}`. */
  name: string;
  title: string;
  description: ReactNode;
  action: { label: string; testId: string; onClick: () => void };
  /** The query's state: items once loaded (null before, or after a failure). */
  items: readonly Item[] | null;
  loading: boolean;
  error?: string;
  loadingLabel: string;
  skeletonCards: number;
  errorMessage: string;
  onRetry: () => void;
  empty: { testId: string; title: string; description: string };
  renderItem: (item: Item) => ReactNode;
  /** The card's dialogs (lazy-loaded by the caller). */
  dialogs: ReactNode;
}

/** A Developer tab card listing the caller's things (API keys, webhook endpoints): every state, a create button, dialogs. */
export function ListCard<Item>(props: ListCardProps<Item>) {
  const { name, items } = props;
  return (
    <section className="card api-keys" aria-labelledby={`${name}-title`} data-testid={`${name}-card`}>
      <header className="api-keys__header">
        <div>
          <h2 id={`${name}-title`} className="developer__card-title">
            {props.title}
          </h2>
          <p className="developer__card-text">{props.description}</p>
        </div>
        <button type="button" className="button button--primary" onClick={props.action.onClick} data-testid={props.action.testId}>
          {props.action.label}
        </button>
      </header>
      {!items && props.loading ? (
        <PanelSkeleton label={props.loadingLabel} cards={props.skeletonCards} />
      ) : !items ? (
        <ErrorState title="Failed to load" message={props.errorMessage} detail={props.error} onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        <EmptyState testId={props.empty.testId} title={props.empty.title} description={props.empty.description} />
      ) : (
        <ul className="api-keys__list" data-testid={name}>
          {items.map(props.renderItem)}
        </ul>
      )}
      <Suspense fallback={null}>{props.dialogs}</Suspense>
    </section>
  );
}

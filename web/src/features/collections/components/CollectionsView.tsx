import { useState, type ReactNode } from 'react';
import type { AgentCardFieldsFragment, CollectionFieldsFragment } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { useCollections } from '../hooks/useCollections';
import { CollectionCard } from './CollectionCard';
import { CollectionDetail } from './CollectionDetail';
import { CollectionDialog, type CollectionDialogTab } from './CollectionDialog';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { ShareCollectionDialog } from './ShareCollectionDialog';
import './collections.css';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; collection: CollectionFieldsFragment; tab: CollectionDialogTab }
  | { kind: 'share'; collection: CollectionFieldsFragment }
  | { kind: 'delete'; collection: CollectionFieldsFragment }
  | null;

interface CollectionsViewProps {
  agents: readonly AgentCardFieldsFragment[];
  userId: string;
  /** A collection's Plans tab editor (the collection-plans feature's, put in by the app). */
  renderPlansEditor: (collectionId: string) => ReactNode;
  onBack: () => void;
}

/** Spec 001 Collections: the list (Create card first, 6 skeletons, empty state), a collection's detail, and its dialogs. */
export function CollectionsView({ agents, userId, renderPlansEditor, onBack }: CollectionsViewProps) {
  const api = useCollections();
  const [open, setOpen] = useState<Open>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const detail = api.collections.find((collection) => collection.id === detailId) ?? null;
  const close = () => setOpen(null);
  // Dialogs show the collection as it is now (a new logo or video appears as soon as it is saved).
  const live = (collection: CollectionFieldsFragment) => api.collections.find((each) => each.id === collection.id) ?? collection;

  const dialogs = (
    <>
      {open?.kind === 'create' && (
        <CollectionDialog api={api} agents={agents} renderPlansEditor={renderPlansEditor} onClose={close} />
      )}
      {open?.kind === 'edit' && (
        <CollectionDialog
          api={api}
          agents={agents}
          collection={live(open.collection)}
          initialTab={open.tab}
          renderPlansEditor={renderPlansEditor}
          onClose={close}
        />
      )}
      {open?.kind === 'share' && (
        <ShareCollectionDialog api={api} collection={live(open.collection)} userId={userId} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <DeleteCollectionDialog
          api={api}
          collection={open.collection}
          onClose={close}
          onDeleted={() => {
            close();
            setDetailId(null);
          }}
        />
      )}
    </>
  );

  if (detail) {
    return (
      <>
        <CollectionDetail
          collection={detail}
          agents={agents}
          onBack={() => setDetailId(null)}
          onEdit={(tab) => setOpen({ kind: 'edit', collection: detail, tab })}
          onShare={() => setOpen({ kind: 'share', collection: detail })}
          onDelete={() => setOpen({ kind: 'delete', collection: detail })}
        />
        {dialogs}
      </>
    );
  }

  return (
    <section className="collections" aria-labelledby="collections-title" data-testid="collections-view">
      <div className="gallery-head">
        <h1 id="collections-title" className="gallery-head__title">
          Collections
        </h1>
        <button type="button" className="button button--ghost" onClick={onBack} data-testid="collections-back">
          ← Back to My Agents
        </button>
      </div>
      {api.loading ? (
        <ul className="collections__grid" aria-busy="true" aria-label="Loading collections">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="card collection-card collection-card--skeleton" />
          ))}
        </ul>
      ) : api.error ? (
        <ErrorState
          title="Failed to load collections"
          message="Your collections could not be loaded."
          detail={api.error}
          onRetry={api.retry}
        />
      ) : api.collections.length === 0 ? (
        <EmptyState
          testId="collections-empty"
          title="Create Your First Collection"
          description="Group agents into a branded page with your logo and an intro video, and share it with one link."
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => setOpen({ kind: 'create' })}
              data-testid="collection-create"
            >
              Create Collection
            </button>
          }
        />
      ) : (
        <ul className="collections__grid">
          <li>
            <button
              type="button"
              className="card collection-card collection-card--create"
              onClick={() => setOpen({ kind: 'create' })}
              data-testid="collection-create"
            >
              <span className="collection-card__plus" aria-hidden="true">
                +
              </span>
              Create Collection
            </button>
          </li>
          {api.collections.map((collection) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} agents={agents} onOpen={() => setDetailId(collection.id)} />
            </li>
          ))}
        </ul>
      )}
      {dialogs}
    </section>
  );
}

import { useState } from 'react';
import type { CollectionFieldsFragment } from '../../../gql/graphql';
import { ActionModal } from '../../agent-actions/components/ActionModal';
import { CopyField } from '../../agent-actions/components/CopyField';
import { ToggleSwitch } from '../../agent-actions/components/ToggleSwitch';
import type { CollectionsApi } from '../hooks/useCollections';
import { collectionLink } from '../model/collectionLink';

/** Spec 001: public/private switch (reverts on failure), the link, copy, Preview Collection. */
export function ShareCollectionDialog({
  api,
  collection,
  userId,
  onClose,
}: {
  api: CollectionsApi;
  collection: CollectionFieldsFragment;
  userId: string;
  onClose: () => void;
}) {
  const [isPublic, setIsPublic] = useState(collection.share.public_enabled);
  const [busy, setBusy] = useState(false);
  const link = collectionLink(window.location.origin, userId, collection.id);
  const change = async (next: boolean) => {
    setIsPublic(next);
    setBusy(true);
    try {
      setIsPublic(await api.setPublic(collection.id, next));
    } catch {
      setIsPublic(!next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionModal title={`Share ${collection.name}`} onClose={onClose} testId="collection-share-dialog">
      <div className="collection-form">
        <ToggleSwitch
          label="Public"
          description={isPublic ? 'Anyone with the link can open this collection.' : 'Only you can open this collection.'}
          checked={isPublic}
          disabled={busy}
          onChange={(next) => void change(next)}
          testId="collection-public-toggle"
        />
        <CopyField label="Share link" value={link} testId="collection-share-link" />
        <a
          className="button button--secondary"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="collection-preview"
        >
          Preview Collection
        </a>
      </div>
    </ActionModal>
  );
}

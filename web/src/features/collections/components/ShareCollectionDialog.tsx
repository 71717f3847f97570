import { useState } from 'react';
import type { CollectionFieldsFragment } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import { CopyField } from '../../../shared/components/CopyField';
import { ToggleSwitch } from '../../../shared/components/ToggleSwitch';
import type { CollectionsApi } from '../hooks/useCollections';
import { showErrorNotice } from '../../../shared/model/showErrorNotice';
import { collectionLink } from '../model/collectionLink';
import { changeCollectionSharing, COLLECTION_LINK_COPY_FAILED } from '../model/collectionSharing';

const reportCopyFailure = () => showErrorNotice(COLLECTION_LINK_COPY_FAILED);

/**
 * Spec 001: public/private switch (reverts on failure, with the spec's notice), the link, copy
 * (a refused clipboard says so), Preview Collection.
 */
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
    const outcome = await changeCollectionSharing((value) => api.setPublic(collection.id, value), next);
    setIsPublic(outcome.publicEnabled);
    setBusy(false);
    if (outcome.failure) showErrorNotice(outcome.failure);
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
        <CopyField label="Share link" value={link} onCopyFailed={reportCopyFailure} testId="collection-share-link" />
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

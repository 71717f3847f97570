import { useState } from 'react';
import type { CollectionFieldsFragment } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import type { CollectionsApi } from '../hooks/useCollections';

/** Spec 001: deleting a collection asks first; its agents stay. */
export function DeleteCollectionDialog({
  api,
  collection,
  onClose,
  onDeleted,
}: {
  api: CollectionsApi;
  collection: CollectionFieldsFragment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ActionModal title="Delete Collection" onClose={onClose} busy={busy} size="small" testId="collection-delete-dialog">
      <p>
        Delete <strong>{collection.name}</strong>? Its page and share link stop working. The agents in it are not deleted.
      </p>
      <ConfirmActions
        busy={busy}
        onCancel={onClose}
        confirmClassName="button--danger"
        testId="collection-delete-confirm"
        onConfirm={() => {
          setBusy(true);
          api.remove(collection.id).then(onDeleted, () => setBusy(false));
        }}
      >
        Delete
      </ConfirmActions>
    </ActionModal>
  );
}

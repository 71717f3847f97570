import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import './ConfirmDeleteDialog.css';

interface ConfirmDeleteDialogProps {
  name: string | null | undefined;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec 002 section 5: the delete confirmation, word for word. */
export function ConfirmDeleteDialog({ name, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ActionModal title="Delete agent" onClose={onClose} busy={deleting} size="small" testId="confirm-delete-dialog">
      <p className="action-modal__text">
        Are you sure you want to delete "{name || UNTITLED_AGENT}"? This action cannot be undone.
      </p>
      <ConfirmActions
        busy={deleting}
        onCancel={onClose}
        onConfirm={onConfirm}
        confirmClassName="confirm-delete__button"
        testId="confirm-delete"
      >
        Delete
      </ConfirmActions>
    </ActionModal>
  );
}

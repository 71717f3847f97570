import { ActionModal } from '../../../shared/components/ActionModal';

/** What a dialog that failed to render shows (spec 002 2.3). */
export function DialogRenderError({ onClose }: { onClose: () => void }) {
  return (
    <ActionModal title="Something went wrong" onClose={onClose} size="small" testId="dialog-error">
      <p className="action-modal__text" role="alert">
        Error loading dialog. Please try again.
      </p>
      <div className="action-modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </ActionModal>
  );
}

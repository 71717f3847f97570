import { ActionModal } from '../../../shared/components/ActionModal';

/** While the Analytics modal's code loads: the same modal, already saying what it waits for. */
export function AnalyticsModalFallback({ onClose }: { onClose: () => void }) {
  return (
    <ActionModal
      title="Analytics"
      subtitle="Conversation insights for the agent"
      onClose={onClose}
      testId="analytics-modal-loading"
    >
      <p className="action-modal__text" role="status">
        Loading conversation history...
      </p>
    </ActionModal>
  );
}

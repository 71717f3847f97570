import type { ReactNode } from 'react';

interface SettingsActionsProps {
  /** Without it the row has the primary button alone. */
  onCancel?: () => void;
  cancelDisabled?: boolean;
  onConfirm: () => void;
  confirmDisabled: boolean;
  testId: string;
  /** The primary button's text, which says when it is working ('Saving…'). */
  children: ReactNode;
}

/** A settings dialog's button row: Cancel (when it has one) and the primary action. */
export function SettingsActions({
  onCancel,
  cancelDisabled,
  onConfirm,
  confirmDisabled,
  testId,
  children,
}: SettingsActionsProps) {
  return (
    <div className="settings-actions">
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </button>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={confirmDisabled}
        onClick={onConfirm}
        data-testid={testId}
      >
        {children}
      </button>
    </div>
  );
}

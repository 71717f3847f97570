import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

interface ConfirmActionsProps {
  busy: boolean;
  onCancel: () => void;
  /** Without it the confirm button submits the form the row stands in. */
  onConfirm?: () => void;
  /** The confirm button's look beside `button`. */
  confirmClassName: string;
  confirmDisabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** A dialog's action row: Cancel, and the confirm button that shows a spinner while busy. */
export function ConfirmActions({
  busy,
  onCancel,
  onConfirm,
  confirmClassName,
  confirmDisabled,
  testId,
  children,
}: ConfirmActionsProps) {
  return (
    <div className="action-modal__actions">
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <BusyButton busy={busy} className={confirmClassName} disabled={confirmDisabled} onClick={onConfirm} testId={testId}>
        {children}
      </BusyButton>
    </div>
  );
}

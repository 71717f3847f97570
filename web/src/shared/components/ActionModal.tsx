import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/useModalDialog';
import './ActionModal.css';

interface ActionModalProps {
  title: string;
  /** Shown under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  /** While an action runs, Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  /** full: the whole viewport (the Analytics modal); its width lives with the feature's stylesheet. */
  size?: 'small' | 'medium' | 'large' | 'full';
  testId?: string;
  children: ReactNode;
}

/**
 * The modal surface of the agent dialogs: a native modal <dialog> (focus stays inside, the
 * page is inert, later dialogs stack above earlier ones), closed by Escape, the backdrop or ×.
 */
export function ActionModal({ title, subtitle, onClose, busy = false, size = 'medium', testId, children }: ActionModalProps) {
  const ref = useModalDialog();
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`action-modal action-modal--${size} modal`}
      data-testid={testId}
      onCancel={(event) => {
        // React passes a stacked dialog's cancel up the tree: only Escape on this dialog closes it.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
    >
      <div className="action-modal__panel">
        <button type="button" className="icon-button action-modal__close" aria-label="Close" onClick={close} disabled={busy}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="action-modal__title">
          {title}
        </h2>
        {subtitle && <div className="action-modal__subtitle">{subtitle}</div>}
        {children}
      </div>
    </dialog>
  );
}

import type { ReactNode } from 'react';

interface BusyButtonProps {
  /** While true the button is disabled and shows an inline spinner before its text. */
  busy: boolean;
  /** The look beside `button`, such as `button--primary`. */
  className: string;
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}

/** A button that runs something slow: disabled with a spinner until it is done. */
export function BusyButton({ busy, className, disabled = false, onClick, testId, children }: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`button ${className}`}
      onClick={onClick}
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}

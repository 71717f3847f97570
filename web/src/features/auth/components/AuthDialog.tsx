import { PLAN_MONTHLY_CREDITS } from '@avatarium/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthMode } from '../../../shared/session/authMode';
import { AuthForm } from './AuthForm';
import './auth.css';

interface AuthDialogProps {
  initialMode: AuthMode;
  onClose: () => void;
}

const COPY: Record<AuthMode, { title: string; subtitle: string }> = {
  signIn: { title: 'Welcome back', subtitle: 'Sign in to create and manage your agents.' },
  signUp: {
    title: 'Create your account',
    subtitle: `Start free with ${PLAN_MONTHLY_CREDITS.FREE} credits every month. No card needed.`,
  },
};

/**
 * Modal sign-in / sign-up dialog. A native modal <dialog> keeps focus inside (the rest of
 * the page is inert) and closes on Escape; a click on the backdrop closes it too.
 */
export function AuthDialog({ initialMode, onClose }: AuthDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const copy = COPY[mode];
  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      className="auth-dialog modal"
      data-testid="auth-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="auth-dialog__panel">
        <button type="button" className="icon-button auth-dialog__close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="auth-dialog__title">
          {copy.title}
        </h2>
        <p id={subtitleId} className="auth-dialog__subtitle">
          {copy.subtitle}
        </p>
        <AuthForm mode={mode} onModeChange={setMode} onSuccess={onClose} />
      </div>
    </dialog>
  );
}

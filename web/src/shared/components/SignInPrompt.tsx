import type { ReactNode } from 'react';
import { useAuthDialog } from '../session/useAuthDialog';
import './states.css';

interface SignInPromptProps {
  title: string;
  description: ReactNode;
  testId?: string;
}

/** "Sign in to see this" panel with the spec's 'Sign In / Sign Up' button. */
export function SignInPrompt({ title, description, testId }: SignInPromptProps) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <section className="state-panel state-panel--prompt" data-testid={testId}>
      <div className="state-panel__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26">
          <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </div>
      <h2 className="state-panel__title">{title}</h2>
      <p className="state-panel__text">{description}</p>
      <div className="state-panel__action">
        <button type="button" className="button button--primary" onClick={() => openAuthDialog('signIn')}>
          Sign In / Sign Up
        </button>
      </div>
    </section>
  );
}

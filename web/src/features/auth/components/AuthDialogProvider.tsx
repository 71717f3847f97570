import { useMemo, useState, type ReactNode } from 'react';
import type { AuthMode } from '../../../shared/session/authMode';
import { AuthDialog } from './AuthDialog';
import { AuthDialogContext } from '../../../shared/session/AuthDialogContext';

/** Owns the one sign-in / sign-up dialog of the app. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const controls = useMemo(() => ({ openAuthDialog: (next: AuthMode = 'signIn') => setMode(next) }), []);

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {mode && <AuthDialog initialMode={mode} onClose={() => setMode(null)} />}
    </AuthDialogContext.Provider>
  );
}

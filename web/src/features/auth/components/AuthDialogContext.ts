import { createContext } from 'react';
import type { AuthMode } from '../hooks/useCredentialsMutation';

export interface AuthDialogControls {
  openAuthDialog: (mode?: AuthMode) => void;
}

export const AuthDialogContext = createContext<AuthDialogControls>({
  openAuthDialog: () => undefined,
});

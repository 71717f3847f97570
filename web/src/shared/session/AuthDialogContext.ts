import { createContext } from 'react';
import type { AuthMode } from './authMode';

export interface AuthDialogControls {
  openAuthDialog: (mode?: AuthMode) => void;
}

export const AuthDialogContext = createContext<AuthDialogControls>({
  openAuthDialog: () => undefined,
});

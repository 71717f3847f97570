import { useContext } from 'react';
import { AuthDialogContext, type AuthDialogControls } from './AuthDialogContext';

/** Opens the sign-in / sign-up dialog from anywhere under AuthDialogProvider. */
export function useAuthDialog(): AuthDialogControls {
  return useContext(AuthDialogContext);
}

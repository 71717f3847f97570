import { useMediaQuery } from './useMediaQuery';

/** Spec: mobile means a viewport narrower than 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}

import { useEffect } from 'react';

/**
 * Spec 002 2.1: when the browser tab becomes visible again, the list of the active tab is
 * reloaded. Each gallery calls this while it is mounted, and only the active tab's is.
 */
export function useRefetchOnVisible(refetch: () => void): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [refetch]);
}

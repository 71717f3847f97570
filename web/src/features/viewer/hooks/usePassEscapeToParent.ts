import { useEffect } from 'react';
import { VIEWER_ESCAPE_MESSAGE } from '../model/viewerFrameMessages';

/** In a frame of our own site: Escape inside the viewer closes the overlay around it. */
export function usePassEscapeToParent(enabled: boolean) {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Only to a parent on our own origin: a third-party embedding page gets nothing.
      window.parent.postMessage({ type: VIEWER_ESCAPE_MESSAGE }, window.location.origin);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

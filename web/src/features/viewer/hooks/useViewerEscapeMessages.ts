import { useEffect, useRef, type RefObject } from 'react';
import { isViewerEscapeMessage } from '../model/viewerFrameMessages';

/** Escape pressed inside the viewer frame (its key events never reach this page) closes the overlay. */
export function useViewerEscapeMessages(frameRef: RefObject<HTMLIFrameElement | null>, onEscape: () => void) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frameRef.current?.contentWindow) return;
      if (isViewerEscapeMessage(event.data)) handler.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef]);
}

import { useEffect } from 'react';

/** Whatever had focus when this mounted gets it back when it unmounts (the button that opened it). */
export function useRestoreFocus() {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
}

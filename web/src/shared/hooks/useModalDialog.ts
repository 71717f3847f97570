import { useEffect, useRef } from 'react';
import { TOP_LAYER_CHANGED_EVENT } from '../model/topLayerChangedEvent';

/** Opens a <dialog> as a modal while mounted (focus kept inside, the page inert) and closes it on unmount. */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      window.dispatchEvent(new Event(TOP_LAYER_CHANGED_EVENT));
    }
    return () => dialog?.close();
  }, []);
  return ref;
}

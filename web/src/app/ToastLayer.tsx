import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { TOP_LAYER_CHANGED_EVENT } from '../shared/model/topLayerChangedEvent';
import { TOAST_DURATION } from '../shared/model/toastDuration';
import './ToastLayer.css';

/**
 * The app's toasts, in a manual popover so they can sit in the top layer: a toast raised while
 * an agent dialog is open (a sharing toggle, a failed clone) shows above that dialog, not
 * under its backdrop. Browsers without popovers show the toaster as before.
 */
// Without popover support the layer is a plain box, so it is never hidden.
const POPOVERS = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

export function ToastLayer() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    if (!layer || !POPOVERS) return;
    const raise = () => {
      if (layer.matches(':popover-open')) layer.hidePopover();
      layer.showPopover();
    };
    raise();
    window.addEventListener(TOP_LAYER_CHANGED_EVENT, raise);
    return () => window.removeEventListener(TOP_LAYER_CHANGED_EVENT, raise);
  }, []);

  return (
    <div ref={ref} popover={POPOVERS ? 'manual' : undefined} className="toast-layer">
      <Toaster
        theme="dark"
        position="bottom-right"
        richColors
        closeButton
        duration={TOAST_DURATION.default}
        toastOptions={{ className: 'toast' }}
      />
    </div>
  );
}

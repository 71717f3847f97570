import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import './DialogLoading.css';

/**
 * While a dialog's code downloads (it loads on first open): a dimmed screen saying what loads.
 * Not a modal <dialog> itself, so focus stays on the tile that opened it and the real dialog
 * gives it back there when it closes.
 */
export function DialogLoading({ title }: { title: string }) {
  return (
    <div className="dialog-loading" data-testid="dialog-loading">
      <div className="dialog-loading__panel">
        <PanelSkeleton label={`Loading ${title}`} />
      </div>
    </div>
  );
}

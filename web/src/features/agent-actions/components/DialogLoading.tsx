import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from './ActionModal';

/** While a dialog's code downloads (it loads on first open): its frame, titled, already closable. */
export function DialogLoading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <ActionModal title={title} onClose={onClose} testId="dialog-loading">
      <PanelSkeleton label={`Loading ${title}`} />
    </ActionModal>
  );
}

import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import { GENERATION_CREDITS } from '../model/dynamicsText';

/** Spec 003 section 9: the 250-credit confirmation, Generate / Cancel. */
export function GenerateConfirm({ busy, onCancel, onConfirm }: { busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ActionModal title="Generate Movements" onClose={onCancel} busy={busy} size="small" testId="dynamics-generate-confirm">
      <p>
        Five short movement videos are made from the agent&apos;s picture. This costs{' '}
        <strong>{GENERATION_CREDITS} credits</strong>; a video that fails gives its share back.
      </p>
      <ConfirmActions
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
        confirmClassName="button button--primary"
        testId="dynamics-generate"
      >
        Generate
      </ConfirmActions>
    </ActionModal>
  );
}

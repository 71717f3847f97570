import { AGENT_CATEGORIES } from '@avatarium/contracts';
import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import './ChangeCategoryDialog.css';

interface ChangeCategoryDialogProps {
  /** The agent's category now; it starts unchosen so Update Category waits for a choice. */
  current?: string | null;
  title?: string;
  confirmLabel?: string;
  busy: boolean;
  onConfirm: (category: string) => void;
  onClose: () => void;
}

/**
 * Spec 002 2.9: a two-column choice of the categories ('All' is a filter, not a category),
 * Cancel and Update Category ('Updating...' while busy), disabled until one is chosen.
 */
export function ChangeCategoryDialog({
  current,
  title = 'Change Category',
  confirmLabel = 'Update Category',
  busy,
  onConfirm,
  onClose,
}: ChangeCategoryDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <ActionModal
      title={title}
      subtitle={current ? `Now: ${current}` : undefined}
      onClose={onClose}
      busy={busy}
      size="small"
      testId="change-category-dialog"
    >
      <div className="category-choice" role="radiogroup" aria-label="Category">
        {AGENT_CATEGORIES.map((category) => (
          <label
            key={category}
            className={chosen === category ? 'category-choice__item category-choice__item--chosen' : 'category-choice__item'}
          >
            <input
              type="radio"
              name="agent-category"
              value={category}
              checked={chosen === category}
              onChange={() => setChosen(category)}
              disabled={busy}
            />
            <span>{category}</span>
          </label>
        ))}
      </div>
      <ConfirmActions
        busy={busy}
        onCancel={onClose}
        onConfirm={() => chosen && onConfirm(chosen)}
        confirmClassName="button--primary"
        confirmDisabled={!chosen}
        testId="change-category-confirm"
      >
        {busy ? 'Updating...' : confirmLabel}
      </ConfirmActions>
    </ActionModal>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import { ActionModal } from '../../../shared/components/ActionModal';
import { failureToast } from '../hooks/useAgentSettings';
import { budgetHint, MonthlyCreditsField, monthlyCreditsProblem } from '../model/conversationBudget';

interface ConversationBudgetDialogProps {
  budget: { monthlyCredits?: number | null; spentThisMonth: number };
  save: (monthlyCredits: number | null) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Issue 30: the most credits visitors' conversations on the owner's credits may spend on this
 * agent a calendar month. Once used, visitors see that the agent is unavailable until next month;
 * the owner's own conversations are never limited.
 */
export function ConversationBudgetDialog({ budget, save, onClose }: ConversationBudgetDialogProps) {
  const [text, setText] = useState(budget.monthlyCredits ? String(budget.monthlyCredits) : '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState<'limit' | 'remove' | null>(null);
  const problem = monthlyCreditsProblem(text);
  const shown = touched ? problem : null;

  const submit = async (monthlyCredits: number | null) => {
    setSaving(monthlyCredits === null ? 'remove' : 'limit');
    const reason = await save(monthlyCredits);
    setSaving(null);
    if (reason !== null) {
      failureToast('Save Failed', reason, 'Could not save the conversation budget. Please try again.');
      return;
    }
    toast.success(monthlyCredits === null ? 'Limit removed' : 'Conversation budget saved');
    onClose();
  };

  const saveLimit = () => {
    setTouched(true);
    const parsed = MonthlyCreditsField.safeParse(text);
    if (parsed.success) void submit(parsed.data);
  };

  return (
    <ActionModal
      title="Conversation budget"
      subtitle={budgetHint(budget)}
      onClose={onClose}
      busy={saving !== null}
      testId="conversation-budget-dialog"
    >
      <p className="settings-note">
        The most credits visitors’ conversations with this agent may cost you each calendar month (UTC). When it is used, visitors
        are told the agent is unavailable until next month. Your own conversations are never limited.
      </p>
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveLimit();
        }}
      >
        <label className="settings-field">
          <span>Monthly limit (credits)</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder="For example 1000"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'conversation-budget-problem' : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(text.trim() !== '')}
            disabled={saving !== null}
            data-testid="conversation-budget-input"
          />
        </label>
        {shown && (
          <p id="conversation-budget-problem" className="settings-field__problem" role="alert">
            {shown}
          </p>
        )}
        <div className="settings-actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={saving !== null}>
            Cancel
          </button>
          {budget.monthlyCredits !== null && budget.monthlyCredits !== undefined && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void submit(null)}
              disabled={saving !== null}
              data-testid="conversation-budget-remove"
            >
              {saving === 'remove' ? 'Removing…' : 'Remove limit'}
            </button>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={saving !== null}
            data-testid="conversation-budget-save"
          >
            {saving === 'limit' ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </ActionModal>
  );
}

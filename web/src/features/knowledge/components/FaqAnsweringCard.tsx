import { useState } from 'react';
import { toast } from 'sonner';
import type { KnowledgeState } from '../hooks/useAgentKnowledge';
import {
  changeOf,
  draftOf,
  heardWhenUnknown,
  problemOf,
  SENTENCE_MAX_CHARS,
  type AnsweringChange,
  type AnsweringDraft,
} from '../model/answeringChoice';
import { FAQ_TOASTS } from '../model/faqFile';

interface FaqAnsweringCardProps {
  answering: KnowledgeState['answering'];
  save: (change: AnsweringChange) => Promise<string | null>;
}

/**
 * How the agent answers with its FAQ (issue 24): the sentence it says when the FAQ has no
 * answer (the owner's own words, said as written), and "answer only from the FAQ".
 */
export function FaqAnsweringCard({ answering, save }: FaqAnsweringCardProps) {
  // The owner's edits; null: the saved choices as the server holds them.
  const [draft, setDraft] = useState<AnsweringDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? draftOf(answering);
  const problem = problemOf(shown);
  const change = changeOf(answering, shown);

  const submit = async () => {
    if (!change || problem) return;
    setSaving(true);
    const reason = await save(change);
    setSaving(false);
    if (reason !== null) {
      toast.error('FAQ Settings Not Saved', {
        description: reason || 'Failed to save the FAQ settings',
        duration: FAQ_TOASTS.failure,
      });
      return;
    }
    setDraft(null);
    toast.success('FAQ Settings Saved');
  };

  return (
    <section className="card kb__card kb__card--column" data-testid="faq-answering">
      <label className="kb__row">
        <input
          type="checkbox"
          role="switch"
          checked={shown.onlyFromFaq}
          onChange={(event) => setDraft({ ...shown, onlyFromFaq: event.target.checked })}
          data-testid="faq-only-switch"
        />
        <strong>Answer only from the FAQ</strong>
      </label>
      <p className="settings-muted">
        {shown.onlyFromFaq
          ? 'A question the FAQ has no answer to gets your sentence below, word for word; the AI is not asked.'
          : 'A question the FAQ has no answer to: the agent says it does not know, in your words below, and invents nothing about your business.'}
      </p>
      <label className="settings-field">
        <span>When the FAQ has no answer, say</span>
        <textarea
          rows={2}
          value={shown.sentence}
          maxLength={SENTENCE_MAX_CHARS + 50}
          placeholder={answering.defaultUnknownAnswer}
          onChange={(event) => setDraft({ ...shown, sentence: event.target.value })}
          data-testid="faq-unknown-answer"
        />
      </label>
      <span className="settings-muted" data-testid="faq-unknown-heard">
        Visitors hear: “{heardWhenUnknown(answering, shown)}”
      </span>
      {problem && (
        <p className="settings-field__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="kb__row">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={!change || Boolean(problem) || saving}
          onClick={() => void submit()}
          data-testid="faq-answering-save"
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </section>
  );
}

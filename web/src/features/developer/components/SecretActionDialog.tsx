import { useState, type ReactNode } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';

interface ActionText {
  title: string;
  body: string;
  confirm: string;
}

interface SecretActionDialogProps<Action extends string> {
  /** The action that ends the thing (revoke, delete): red, and the dialog closes after it. */
  ending: Action;
  action: Action | 'roll';
  text: Record<Action | 'roll', ActionText>;
  /** What the confirmation names ("“CI” (ak_12…)", an endpoint's URL). */
  subject: ReactNode;
  subjectClassName?: string;
  /** For data-testid: `${testIdPrefix}-${action}-dialog`, `-confirm`, `-rolled-dialog`. */
  testIdPrefix: string;
  rolledTitle: string;
  /** Runs the ending action; throws an Error people can read when it did not happen. */
  end: () => Promise<void>;
  /** Rolls the secret and answers the new one; throws like `end`. */
  roll: () => Promise<string>;
  busy: boolean;
  reveal: (secret: string) => ReactNode;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * End a secret-holding thing (an API key, a webhook endpoint) or roll its secret, after a
 * confirmation; a roll then shows the new secret once. Lazy-loaded with the dialogs that use it.
 */
export function SecretActionDialog<Action extends string>(props: SecretActionDialogProps<Action>) {
  const { action, text, busy, testIdPrefix, onChanged, onClose } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const shown = text[action];

  const confirm = async () => {
    setProblem(null);
    try {
      if (action === props.ending) {
        await props.end();
        onChanged();
        onClose();
        return;
      }
      setSecret(await props.roll());
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  if (secret) {
    return (
      <ActionModal title={props.rolledTitle} onClose={onClose} testId={`${testIdPrefix}-rolled-dialog`}>
        {props.reveal(secret)}
      </ActionModal>
    );
  }
  return (
    <ActionModal title={shown.title} onClose={onClose} busy={busy} size="small" testId={`${testIdPrefix}-${action}-dialog`}>
      <p className={['action-modal__text', props.subjectClassName].filter(Boolean).join(' ')}>
        {props.subject}. {shown.body}
      </p>
      {problem && (
        <p className="settings-field__problem" role="alert">
          {problem}
        </p>
      )}
      <ConfirmActions
        busy={busy}
        onCancel={onClose}
        onConfirm={() => void confirm()}
        confirmClassName={action === props.ending ? 'button--danger' : 'button--primary'}
        testId={`${testIdPrefix}-${action}-confirm`}
      >
        {shown.confirm}
      </ConfirmActions>
    </ActionModal>
  );
}

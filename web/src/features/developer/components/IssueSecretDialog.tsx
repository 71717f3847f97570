import { useState, type ReactNode } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import '../../../shared/components/settings.css';

interface IssueSecretDialogProps<Issued> {
  title: string;
  issuedTitle: string;
  /** For data-testid: `${testIdPrefix}-create-dialog`, `-created-dialog`, `-problem`, `-create`. */
  testIdPrefix: string;
  submitLabel: string;
  busy: boolean;
  /** Said when what failed is not an Error with a message of its own. */
  failure: string;
  /** Checks the form and creates the thing; throws an Error people can read when it did not happen. */
  issue: () => Promise<Issued>;
  reveal: (issued: Issued) => ReactNode;
  onCreated: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A form that creates something holding a secret (an API key, a webhook endpoint), then shows the secret once. */
export function IssueSecretDialog<Issued>(props: IssueSecretDialogProps<Issued>) {
  const { testIdPrefix, busy, onClose } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      setIssued(await props.issue());
      props.onCreated();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : props.failure);
    }
  };

  if (issued) {
    return (
      <ActionModal title={props.issuedTitle} onClose={onClose} size="medium" testId={`${testIdPrefix}-created-dialog`}>
        {props.reveal(issued)}
      </ActionModal>
    );
  }
  return (
    <ActionModal title={props.title} onClose={onClose} busy={busy} size="medium" testId={`${testIdPrefix}-create-dialog`}>
      <form className="api-key-form" onSubmit={(event) => void submit(event)} noValidate>
        {props.children}
        {problem && (
          <p className="settings-field__problem" role="alert" data-testid={`${testIdPrefix}-problem`}>
            {problem}
          </p>
        )}
        <ConfirmActions busy={busy} onCancel={onClose} confirmClassName="button--primary" testId={`${testIdPrefix}-create`}>
          {props.submitLabel}
        </ConfirmActions>
      </form>
    </ActionModal>
  );
}

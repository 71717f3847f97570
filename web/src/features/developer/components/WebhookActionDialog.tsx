import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import { DeleteWebhookEndpointMutation, RollWebhookSecretMutation } from '../graphql/webhookOperations';
import { WebhookSecretReveal } from './WebhookSecretReveal';

interface WebhookActionDialogProps {
  action: 'delete' | 'roll';
  endpoint: { id: string; url: string };
  onChanged: () => void;
  onClose: () => void;
}

const TEXT = {
  delete: {
    title: 'Delete webhook endpoint',
    body: 'No more events are sent to it, and its delivery log is deleted. This cannot be undone.',
    confirm: 'Delete',
  },
  roll: {
    title: 'Roll signing secret',
    body: 'Deliveries are signed with a new secret from now on; the current one stops working at once.',
    confirm: 'Roll secret',
  },
};

/** Delete an endpoint or roll its secret after a confirmation (lazy-loaded); a roll then shows the new secret once. */
export function WebhookActionDialog({ action, endpoint, onChanged, onClose }: WebhookActionDialogProps) {
  const [remove, removing] = useMutation(DeleteWebhookEndpointMutation);
  const [roll, rolling] = useMutation(RollWebhookSecretMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const busy = removing.loading || rolling.loading;
  const text = TEXT[action];

  const confirm = async () => {
    setProblem(null);
    try {
      if (action === 'delete') {
        const { data } = await remove({ variables: { id: endpoint.id } });
        if (!data?.deleteWebhookEndpoint) throw new Error('The endpoint was already deleted.');
        onChanged();
        onClose();
        return;
      }
      const { data } = await roll({ variables: { id: endpoint.id } });
      const result = data?.rollWebhookSecret;
      if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The secret could not be rolled.');
      setSecret(result.secret);
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  if (secret) {
    return (
      <ActionModal title="Your new signing secret" onClose={onClose} testId="webhook-rolled-dialog">
        <WebhookSecretReveal url={endpoint.url} secret={secret} onDone={onClose} />
      </ActionModal>
    );
  }
  return (
    <ActionModal title={text.title} onClose={onClose} busy={busy} size="small" testId={`webhook-${action}-dialog`}>
      <p className="action-modal__text webhook__url">
        {endpoint.url}. {text.body}
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
        confirmClassName={action === 'delete' ? 'button--danger' : 'button--primary'}
        testId={`webhook-${action}-confirm`}
      >
        {text.confirm}
      </ConfirmActions>
    </ActionModal>
  );
}

import { useMutation } from '@apollo/client/react';
import { DeleteWebhookEndpointMutation, RollWebhookSecretMutation } from '../graphql/webhookOperations';
import { SecretActionDialog } from './SecretActionDialog';
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
  return (
    <SecretActionDialog
      ending="delete"
      action={action}
      text={TEXT}
      subject={endpoint.url}
      subjectClassName="webhook__url"
      testIdPrefix="webhook"
      rolledTitle="Your new signing secret"
      busy={removing.loading || rolling.loading}
      end={async () => {
        const { data } = await remove({ variables: { id: endpoint.id } });
        if (!data?.deleteWebhookEndpoint) throw new Error('The endpoint was already deleted.');
      }}
      roll={async () => {
        const { data } = await roll({ variables: { id: endpoint.id } });
        const result = data?.rollWebhookSecret;
        if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The secret could not be rolled.');
        return result.secret;
      }}
      reveal={(secret) => <WebhookSecretReveal url={endpoint.url} secret={secret} onDone={onClose} />}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}

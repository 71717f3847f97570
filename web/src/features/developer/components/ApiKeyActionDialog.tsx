import { useMutation } from '@apollo/client/react';
import { RevokeApiKeyMutation, RollApiKeyMutation } from '../graphql/apiKeyOperations';
import { ApiKeySecretReveal } from './ApiKeySecretReveal';
import { SecretActionDialog } from './SecretActionDialog';

interface ApiKeyActionDialogProps {
  action: 'revoke' | 'roll';
  apiKey: { id: string; name: string; prefix: string };
  onChanged: () => void;
  onClose: () => void;
}

const TEXT = {
  revoke: {
    title: 'Revoke API key',
    body: 'Scripts using it are refused from now on and its live connections close. This cannot be undone.',
    confirm: 'Revoke',
  },
  roll: {
    title: 'Roll API key',
    body: 'You get a new secret with the same name and scopes; the current one is revoked at once.',
    confirm: 'Roll key',
  },
};

/** Revoke or roll one key after a confirmation (lazy-loaded); a roll then shows the new secret once. */
export function ApiKeyActionDialog({ action, apiKey, onChanged, onClose }: ApiKeyActionDialogProps) {
  const [revoke, revoking] = useMutation(RevokeApiKeyMutation);
  const [roll, rolling] = useMutation(RollApiKeyMutation);
  return (
    <SecretActionDialog
      ending="revoke"
      action={action}
      text={TEXT}
      subject={`“${apiKey.name}” (${apiKey.prefix}…)`}
      testIdPrefix="api-key"
      rolledTitle="Your rolled API key"
      busy={revoking.loading || rolling.loading}
      end={async () => {
        const { data } = await revoke({ variables: { id: apiKey.id } });
        if (!data?.revokeApiKey) throw new Error('The key was already revoked.');
      }}
      roll={async () => {
        const { data } = await roll({ variables: { id: apiKey.id } });
        const result = data?.rollApiKey;
        if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The key could not be rolled.');
        return result.secret;
      }}
      reveal={(secret) => <ApiKeySecretReveal name={apiKey.name} secret={secret} onDone={onClose} />}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}

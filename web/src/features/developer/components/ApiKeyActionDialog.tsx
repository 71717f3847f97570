import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import { RevokeApiKeyMutation, RollApiKeyMutation } from '../graphql/apiKeyOperations';
import { ApiKeySecretReveal } from './ApiKeySecretReveal';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const busy = revoking.loading || rolling.loading;
  const text = TEXT[action];

  const confirm = async () => {
    setProblem(null);
    try {
      if (action === 'revoke') {
        const { data } = await revoke({ variables: { id: apiKey.id } });
        if (!data?.revokeApiKey) throw new Error('The key was already revoked.');
        onChanged();
        onClose();
        return;
      }
      const { data } = await roll({ variables: { id: apiKey.id } });
      const result = data?.rollApiKey;
      if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The key could not be rolled.');
      setSecret(result.secret);
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  if (secret) {
    return (
      <ActionModal title="Your rolled API key" onClose={onClose} testId="api-key-rolled-dialog">
        <ApiKeySecretReveal name={apiKey.name} secret={secret} onDone={onClose} />
      </ActionModal>
    );
  }
  return (
    <ActionModal title={text.title} onClose={onClose} busy={busy} size="small" testId={`api-key-${action}-dialog`}>
      <p className="action-modal__text">
        “{apiKey.name}” ({apiKey.prefix}…). {text.body}
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
        confirmClassName={action === 'revoke' ? 'button--danger' : 'button--primary'}
        testId={`api-key-${action}-confirm`}
      >
        {text.confirm}
      </ConfirmActions>
    </ActionModal>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { ApplyVoiceMutation, RejectVoiceMutation } from '../graphql/voiceOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import type { VoiceTransactionFollower } from '../hooks/useVoiceTransaction';

interface NewVoiceResultProps {
  agent: AgentSettings;
  /** The transaction being followed; Reject or a failure's Try again resets it. */
  voice: Pick<VoiceTransactionFollower, 'transaction' | 'processing' | 'reset'>;
  failureTitle: string;
  onApplied: () => void;
}

/** A designed or cloned voice: in the making, failed, or ready to hear, Apply to Agent or Reject. */
export function NewVoiceResult({ agent, voice: followed, failureTitle, onApplied }: NewVoiceResultProps) {
  const { transaction, processing, reset: onDiscard } = followed;
  const [busy, setBusy] = useState(false);
  const [apply] = useMutation(ApplyVoiceMutation);
  const [reject] = useMutation(RejectVoiceMutation);
  const voice = transaction?.status === 'completed' ? transaction.voiceData : null;

  const applyVoice = async () => {
    if (!voice || !transaction) return;
    setBusy(true);
    try {
      const { data } = await apply({
        variables: {
          id: agent.id,
          voiceId: voice.id,
          gender: voice.gender,
          language: voice.language,
          transactionId: transaction.transactionId,
        },
      });
      if (!data?.applyVoice.ok) throw new Error(data?.applyVoice.error?.message ?? '');
      toast.success('Voice applied', { description: `${agent.name ?? 'The agent'} now speaks with ${voice.name}.` });
      onApplied();
    } catch (error) {
      toast.error('Voice Application Failed', {
        description: (error instanceof Error && error.message) || 'Could not apply the selected voice',
      });
    } finally {
      setBusy(false);
    }
  };

  const rejectVoice = async () => {
    if (!transaction) return;
    await reject({ variables: { transactionId: transaction.transactionId } }).catch(() => undefined);
    toast('Voice Rejected');
    onDiscard();
  };

  if (processing) {
    return (
      <p className="settings-muted" role="status" data-testid="new-voice-processing">
        <span className="spinner spinner--inline" aria-hidden="true" /> Making the voice… you can keep this dialog open.
      </p>
    );
  }
  if (transaction?.status === 'failed') {
    return (
      <div role="alert" data-testid="new-voice-failed">
        <p className="settings-field__problem">
          {failureTitle}: {transaction.error ?? 'Unknown error occurred during voice generation'}
        </p>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          Try again
        </button>
      </div>
    );
  }
  if (!voice) return null;
  return (
    <div className="settings-form" data-testid="design-result">
      <p>
        <strong>{voice.name}</strong>
      </p>
      <p className="settings-muted">{voice.description}</p>
      {transaction?.previewUrl && <audio controls src={transaction.previewUrl} data-testid="design-preview" />}
      <div className="settings-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void rejectVoice()}
          disabled={busy}
          data-testid="design-reject"
        >
          Reject
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void applyVoice()}
          disabled={busy}
          data-testid="design-apply"
        >
          {busy ? 'Applying…' : 'Apply to Agent'}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { DesignVoiceMutation } from '../graphql/voiceOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { useVoiceTransaction } from '../hooks/useVoiceTransaction';
import { NewVoiceResult } from './NewVoiceResult';

/** Spec 001: a voice from a written description (Generate disabled while blank), then Apply or Reject. */
export function DesignVoiceDialog({ agent, language, onClose }: { agent: AgentSettings; language: string; onClose: () => void }) {
  const [prompt, setPrompt] = useState('');
  const [gender, setGender] = useState(agent.gender ?? 'feminine');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [design] = useMutation(DesignVoiceMutation);
  const voice = useVoiceTransaction();

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const { data } = await design({ variables: { agentId: agent.id, prompt: prompt.trim(), gender, language } });
      if (!data?.designVoice.ok || !data.designVoice.transactionId) throw new Error(data?.designVoice.error?.message ?? '');
      voice.follow(data.designVoice.transactionId);
    } catch (error) {
      setStartError((error instanceof Error && error.message) || 'Failed to generate voice. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <ActionModal title="Design Voice" onClose={onClose} testId="design-voice-dialog">
      {!voice.following && (
        <div className="settings-form">
          <label className="settings-field">
            <span>Describe the voice</span>
            <textarea
              rows={4}
              maxLength={1000}
              value={prompt}
              placeholder="A warm, calm, deep voice of an older man who speaks slowly"
              onChange={(event) => setPrompt(event.target.value)}
              data-testid="design-prompt"
            />
          </label>
          <label className="settings-field">
            <span>Gender</span>
            <select value={gender} onChange={(event) => setGender(event.target.value)}>
              <option value="feminine">Feminine</option>
              <option value="masculine">Masculine</option>
            </select>
          </label>
          <p className="settings-muted">
            Made on this server: gender, age, pitch, pace, warmth and liveliness shape the offline voice. Accents cannot be made
            offline.
          </p>
          {startError && (
            <p className="settings-field__problem" role="alert">
              Generation Failed: {startError}
            </p>
          )}
          <SettingsActions onConfirm={() => void start()} confirmDisabled={!prompt.trim() || starting} testId="design-generate">
            {starting ? 'Starting…' : 'Generate'}
          </SettingsActions>
        </div>
      )}
      <NewVoiceResult agent={agent} voice={voice} failureTitle="Voice Generation Failed" onApplied={onClose} />
    </ActionModal>
  );
}

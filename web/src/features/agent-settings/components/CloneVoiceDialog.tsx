import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { uploadFile } from '../../../shared/uploads/api/uploadFile';
import { CloneVoiceMutation } from '../graphql/voiceOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { useSampleRecorder } from '../hooks/useSampleRecorder';
import { useVoiceTransaction } from '../hooks/useVoiceTransaction';
import { NewVoiceResult } from './NewVoiceResult';

/**
 * Spec 001: a voice from a sample, uploaded or recorded here (30 s recommended). Offline the
 * result is the closest match the offline voice can make, and it says so.
 */
export function CloneVoiceDialog({ agent, language, onClose }: { agent: AgentSettings; language: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [clone] = useMutation(CloneVoiceMutation);
  const recorder = useSampleRecorder();
  const voice = useVoiceTransaction();
  const sample = recorder.sample;

  const submit = async () => {
    if (!sample) return void toast.error('Please upload or record an audio file.');
    setSending(true);
    try {
      const uploaded = await uploadFile(sample, { agentId: agent.id });
      const { data } = await clone({
        variables: {
          agentId: agent.id,
          audioFilePath: uploaded.storagePath ?? uploaded.url,
          voiceName: name.trim() || null,
          language,
          gender: agent.gender,
        },
      });
      if (!data?.cloneVoice.ok || !data.cloneVoice.transactionId) throw new Error(data?.cloneVoice.error?.message ?? '');
      voice.follow(data.cloneVoice.transactionId);
      toast('Voice Cloning Started', { description: 'Keep this dialog open: it takes a moment.' });
    } catch (error) {
      toast.error('Generation Failed', { description: (error instanceof Error && error.message) || 'Failed to clone voice' });
    } finally {
      setSending(false);
    }
  };

  return (
    <ActionModal title="Clone Voice" onClose={onClose} busy={sending} testId="clone-voice-dialog">
      {!voice.following && (
        <div className="settings-form">
          <label className="settings-field">
            <span>Voice name</span>
            <input
              value={name}
              maxLength={80}
              placeholder="clone-(date)-(time)"
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <div className="settings-entry__row">
            <label className="button button--secondary button--small">
              Upload a recording
              <input
                type="file"
                accept="audio/*"
                hidden
                onChange={(event) => recorder.setSample(event.target.files?.[0] ?? null)}
                data-testid="clone-file"
              />
            </label>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void (recorder.recording ? recorder.stop() : recorder.start())}
            >
              {recorder.recording ? `Stop (${recorder.seconds} s)` : 'Record here'}
            </button>
          </div>
          {recorder.problem && <p className="settings-field__problem">{recorder.problem}</p>}
          {sample && <p className="settings-muted">Sample ready: {sample.name}</p>}
          <p className="settings-muted">
            At least 30 seconds of clear speech is best. On this server the result is the closest match the offline voice can make
            to your recording (its pitch), not a copy of it.
          </p>
          <SettingsActions
            onConfirm={() => void submit()}
            confirmDisabled={!sample || sending || recorder.recording}
            testId="clone-submit"
          >
            {sending ? 'Uploading…' : 'Clone'}
          </SettingsActions>
        </div>
      )}
      <NewVoiceResult agent={agent} voice={voice} failureTitle="Voice Cloning Failed" onApplied={onClose} />
    </ActionModal>
  );
}

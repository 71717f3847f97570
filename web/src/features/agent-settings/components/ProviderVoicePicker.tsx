import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ElevenLabsVoicesQuery } from '../graphql/providerOperations';
import { groupByTab, PROVIDER_VOICE_TABS, type ProviderVoiceTab } from '../model/providerVoiceTabs';

interface ProviderVoicePickerProps {
  providerId: string;
  currentVoiceId: string | null;
  applying: string | null;
  onSelect: (voiceId: string, gender: string | null) => void;
}

const genderOf = (label: string | null | undefined) => (label === 'female' ? 'feminine' : label === 'male' ? 'masculine' : null);

/**
 * Spec 001: the ElevenLabs voices of the owner's key, with the tabs Default, Your Clones and
 * Generated (counts; the last two disabled when empty), Preview / Stop from ElevenLabs' own
 * preview and Select. 'API Key Required' and 'Provider Not Found' say what to fix.
 */
export function ProviderVoicePicker({ providerId, currentVoiceId, applying, onSelect }: ProviderVoicePickerProps) {
  const query = useQuery(ElevenLabsVoicesQuery, { variables: { providerId }, fetchPolicy: 'network-only' });
  const [tab, setTab] = useState<ProviderVoiceTab>('default');
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);

  if (query.loading && !query.data) return <PanelSkeleton label="Loading ElevenLabs voices" />;
  if (!query.data) {
    const reason = query.error?.message ?? '';
    const known = reason === 'API Key Required' || reason === 'Provider Not Found';
    return (
      <ErrorState
        title={known ? reason : 'Failed to load ElevenLabs voices'}
        message={
          reason === 'API Key Required'
            ? 'Add your ElevenLabs key in Settings, Providers.'
            : known
              ? 'The ElevenLabs key of this agent was removed: pick another in Providers.'
              : reason || 'Failed to load ElevenLabs voices'
        }
        onRetry={() => void query.refetch()}
      />
    );
  }

  const groups = groupByTab(query.data.elevenLabsVoices);
  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  };
  const preview = async (voiceId: string, url: string | null | undefined) => {
    stop();
    if (!url) return void toast.info('No Preview Available');
    const element = new Audio(url);
    audio.current = element;
    element.onended = () => setPlaying(null);
    try {
      setPlaying(voiceId);
      await element.play();
    } catch {
      setPlaying(null);
      toast.error('Preview Failed', { description: 'Unable to play voice preview. Please try again.' });
    }
  };

  return (
    <div className="provider-voices" data-testid="provider-voices">
      <div className="settings-tabs" role="tablist" aria-label="ElevenLabs voices">
        {PROVIDER_VOICE_TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className="settings-tab"
            disabled={id !== 'default' && groups[id].length === 0}
            onClick={() => setTab(id)}
            data-testid={`provider-voice-tab-${id}`}
          >
            {label} ({groups[id].length})
          </button>
        ))}
      </div>
      {groups[tab].length === 0 && <p className="settings-muted">No voices here yet.</p>}
      <ul className="voice-list">
        {groups[tab].map((voice) => {
          const isCurrent = voice.id === currentVoiceId;
          return (
            <li key={voice.id} className="voice-item" data-testid={`provider-voice-${voice.id}`}>
              <div>
                <strong>{voice.name}</strong>
                {isCurrent && <span className="badge">Current</span>}
                <p className="settings-muted">
                  {[voice.gender, voice.accent].filter(Boolean).join(' · ')}
                  {voice.description ? ` — ${voice.description}` : ''}
                </p>
              </div>
              <div className="voice-item__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => (playing === voice.id ? stop() : void preview(voice.id, voice.previewUrl))}
                  data-state={playing === voice.id ? 'playing' : 'idle'}
                >
                  {playing === voice.id ? 'Stop' : 'Preview'}
                </button>
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={isCurrent || applying !== null}
                  onClick={() => onSelect(voice.id, genderOf(voice.gender))}
                  data-testid={`provider-voice-select-${voice.id}`}
                >
                  {applying === voice.id ? 'Applying…' : isCurrent ? 'Selected' : 'Select'}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="settings-muted">Spoken by ElevenLabs through your key.</p>
    </div>
  );
}

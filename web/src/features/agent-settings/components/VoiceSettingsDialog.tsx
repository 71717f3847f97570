import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SettingsTabs } from '../../../shared/components/SettingsTabs';
import { ProviderKeysQuery } from '../../../shared/provider-keys/providerKeysQuery';
import { ApplyVoiceMutation, VoiceGalleryQuery } from '../graphql/voiceOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { useVoicePreview } from '../hooks/useVoicePreview';
import { CloneVoiceDialog } from './CloneVoiceDialog';
import { DesignVoiceDialog } from './DesignVoiceDialog';
import { LanguageField } from './LanguageField';
import { ProviderVoicePicker } from './ProviderVoicePicker';

type Tab = 'female' | 'male';
const GENDER_TABS = [
  { name: 'female', label: 'Female', testId: 'voice-tab-female' },
  { name: 'male', label: 'Male', testId: 'voice-tab-male' },
] as const;

/**
 * Spec 001: the agent's voice. The gallery of built-in voices by language with Female and Male
 * tabs, Preview / Stop on each, Select to apply (the current voice cannot be re-selected).
 * Design Voice and Clone Voice appear when the engine can make them.
 */
export function VoiceSettingsDialog({ agent, onClose }: { agent: AgentSettings; onClose: () => void }) {
  const [language, setLanguage] = useState(agent.language || 'en');
  const [tab, setTab] = useState<Tab>(agent.gender === 'masculine' ? 'male' : 'female');
  const gallery = useQuery(VoiceGalleryQuery, { variables: { language } });
  const [apply] = useMutation(ApplyVoiceMutation);
  const [applying, setApplying] = useState<string | null>(null);
  const [making, setMaking] = useState<'design' | 'clone' | null>(null);
  const preview = useVoicePreview(language);
  const voices = gallery.data?.voiceGallery[tab] ?? [];
  // Spec 001: an agent speaking through the owner's ElevenLabs key picks from that account
  // (multilingual agents keep the built-in grid).
  const keys = useQuery(ProviderKeysQuery);
  const tts = agent.providers.tts;
  const ttsKey = tts.mode === 'custom' ? keys.data?.providerKeys.find((key) => key.id === tts.providerId) : undefined;
  const elevenLabsKeyId = ttsKey?.platform === 'elevenlabs' && agent.language !== 'multi' ? ttsKey.id : null;
  const canMake = {
    design: Boolean(elevenLabsKeyId || gallery.data?.voiceGallery.capabilities.design),
    clone: Boolean(elevenLabsKeyId || gallery.data?.voiceGallery.capabilities.clone),
  };
  const current = agent.voiceId?.toLowerCase() ?? null;

  const select = async (voiceId: string, gender: string | null) => {
    preview.stop();
    setApplying(voiceId);
    try {
      const { data } = await apply({ variables: { id: agent.id, voiceId, gender, language } });
      if (!data?.applyVoice.ok) throw new Error(data?.applyVoice.error?.message ?? '');
      toast.success('Voice updated', { description: `${agent.name ?? 'The agent'} now speaks as ${voiceId}.` });
    } catch (error) {
      toast.error('Apply Failed', {
        description: (error instanceof Error && error.message) || 'Could not apply the selected voice',
      });
    } finally {
      setApplying(null);
    }
  };

  return (
    <ActionModal title="Voice Settings" subtitle={`Agent ${agent.id}`} onClose={onClose} size="large" testId="voice-dialog">
      <div className="settings-entry__row">
        <LanguageField value={language} onChange={setLanguage} testId="voice-language" />
        {!elevenLabsKeyId && <SettingsTabs tabs={GENDER_TABS} selected={tab} onSelect={setTab} ariaLabel="Gender" />}
      </div>
      <div className="settings-entry__row">
        {canMake.design && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setMaking('design')}
            data-testid="voice-design"
          >
            Design Voice
          </button>
        )}
        {canMake.clone && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setMaking('clone')}
            data-testid="voice-clone"
          >
            Clone Voice
          </button>
        )}
      </div>
      {making === 'design' && <DesignVoiceDialog agent={agent} language={language} onClose={() => setMaking(null)} />}
      {making === 'clone' && <CloneVoiceDialog agent={agent} language={language} onClose={() => setMaking(null)} />}
      {elevenLabsKeyId ? (
        <ProviderVoicePicker
          providerId={elevenLabsKeyId}
          currentVoiceId={agent.voiceId ?? null}
          applying={applying}
          onSelect={(voiceId, gender) => void select(voiceId, gender)}
        />
      ) : (
        <>
          {gallery.loading && !gallery.data && <PanelSkeleton label="Loading voices" />}
          {gallery.error && !gallery.data && (
            <ErrorState
              title="Failed to load voices"
              message="The voice gallery could not be loaded."
              onRetry={() => void gallery.refetch()}
            />
          )}
          {gallery.data && voices.length === 0 && <p className="settings-muted">No suitable voices found for this language</p>}
          {gallery.data && (
            <>
              <ul className="voice-list" data-testid="voice-list">
                {voices.map((voice) => {
                  const playing = preview.state?.voiceId === voice.id ? preview.state.phase : null;
                  const isCurrent = voice.id === current;
                  return (
                    <li key={voice.id} className="voice-item" data-testid={`voice-${voice.id}`}>
                      <div>
                        <strong>{voice.name}</strong>
                        {isCurrent && <span className="badge">Current</span>}
                        <p className="settings-muted">{voice.description}</p>
                      </div>
                      <div className="voice-item__actions">
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          onClick={() => (playing ? preview.stop() : void preview.play(voice.id))}
                          data-testid={`voice-preview-${voice.id}`}
                          data-state={playing ?? 'idle'}
                        >
                          {playing === 'loading' ? 'Loading…' : playing === 'playing' ? 'Stop' : 'Preview'}
                        </button>
                        <button
                          type="button"
                          className="button button--primary button--small"
                          disabled={isCurrent || applying !== null}
                          onClick={() => void select(voice.id, voice.gender)}
                          data-testid={`voice-select-${voice.id}`}
                        >
                          {applying === voice.id ? 'Applying…' : isCurrent ? 'Selected' : 'Select'}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <p className="settings-muted">
                Spoken by{' '}
                {gallery.data.voiceGallery.engine.startsWith('local:')
                  ? 'the offline voice engine on this server'
                  : gallery.data.voiceGallery.engine}
                .
              </p>
            </>
          )}
          <p className="settings-muted">
            Your own ElevenLabs voices:{' '}
            <a href="/settings" target="_blank" rel="noreferrer">
              add a key in Settings
            </a>
            , then choose it for speech in Providers.
          </p>
        </>
      )}
    </ActionModal>
  );
}

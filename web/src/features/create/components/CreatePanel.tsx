import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { AgentSearchBox } from '../../../shared/agents/components/AgentSearchBox';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import type { Session } from '../../../shared/session/useSession';
import { CompressionOverlay } from '../../../shared/uploads/components/CompressionOverlay';
import type { CreatePanelId } from '../model/createPanels';
import { canGenerate, type ModelChoice } from '../model/creationRequest';
import type { UseInspiration } from '../model/inspirationState';
import { useCreateAgent } from '../hooks/useCreateAgent';
import { useMediaSelection } from '../hooks/useMediaSelection';
import { CommunityBanner } from './CommunityBanner';
import { CreateOptionPanels } from './CreateOptionPanels';
import { PromptCard } from './PromptCard';
import { StatusLine } from './StatusLine';
import './CreatePanel.css';

interface CreatePanelProps {
  session: Session;
  /** The agent exists: the workspace switches to my-agents. */
  onCreated: (agentId: string) => void;
  onOpenCommunity: () => void;
  onSearchAgents: (text: string) => void;
  /** Prompt Ideas' community agents (the app reads them from the community feature). */
  useInspiration: UseInspiration;
}

/** Spec 000 "Create-agent screen": prompt, the four option panels, status, banner and agent search. */
export function CreatePanel({ session, onCreated, onOpenCommunity, onSearchAgents, useInspiration }: CreatePanelProps) {
  const [prompt, setPrompt] = useState('');
  const [model, setModel] = useState<ModelChoice>('essence');
  const [openPanel, setOpenPanel] = useState<CreatePanelId | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { openAuthDialog } = useAuthDialog();
  const { media, select, remove, clear } = useMediaSelection();
  const inspiration = useInspiration(openPanel === 'ideas');
  const creation = useCreateAgent(
    useCallback(
      (agentId: string) => {
        setPrompt('');
        clear();
        onCreated(agentId);
      },
      [clear, onCreated],
    ),
  );
  const ready = canGenerate(prompt, media, creation.busy);

  const generate = () => {
    if (!ready) return;
    if (session.status === 'loading') {
      toast('Please wait while we load your session...');
      return;
    }
    if (session.status === 'error') {
      toast.error('We could not load your session', {
        description: 'Check your connection, then try again.',
        duration: TOAST_DURATION.error,
      });
      return;
    }
    if (session.status === 'signedOut') {
      openAuthDialog('signIn');
      return;
    }
    void creation.create({ prompt, model, media });
  };

  const applyPrompt = (text: string) => {
    setPrompt(text);
    textareaRef.current?.focus();
  };

  const onSearch = (text: string) => {
    if (text.trim()) onSearchAgents(text);
  };

  return (
    <section className="create" aria-labelledby="create-title">
      <div className="create__hero">
        <span className="eyebrow">Open · Self-hostable · Real-time</span>
        <h1 id="create-title" className="create__title">
          Bring your <span className="gradient-text">AI avatar</span> to life
        </h1>
        <p className="create__lead">
          Describe a character, add a photo, a movement video or a voice if you like, and watch it become a talking agent.
        </p>
      </div>

      <PromptCard
        prompt={prompt}
        onPromptChange={setPrompt}
        textareaRef={textareaRef}
        canGenerate={ready}
        busy={creation.busy}
        onGenerate={generate}
        openPanel={openPanel}
        onTogglePanel={(panel) => setOpenPanel((current) => (current === panel ? null : panel))}
        mediaCount={Object.keys(media).length}
      />

      {/* Right under the Generate button, so it stays in view whichever panel is open. */}
      <StatusLine text={creation.statusText} />

      <CreateOptionPanels
        open={openPanel}
        model={model}
        onModelChange={setModel}
        media={media}
        onSelectMedia={select}
        onRemoveMedia={remove}
        inspiration={inspiration}
        onUsePrompt={applyPrompt}
        busy={creation.busy}
      />

      <CommunityBanner onOpen={onOpenCommunity} />

      {session.status === 'signedIn' && (
        <div className="create__search">
          <span className="create__search-label">Looking for one of your agents?</span>
          <AgentSearchBox initialValue="" onSearch={onSearch} testId="create-search" />
        </div>
      )}

      {creation.overlay && <CompressionOverlay {...creation.overlay} onCancel={creation.cancelUpload} />}
    </section>
  );
}

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/toast/toastDuration';
import { useAuthDialog } from '../../auth/hooks/useAuthDialog';
import type { Session } from '../../session/hooks/useSession';
import { CreateHighlights } from './CreateHighlights';
import './create.css';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The create tab: a welcoming hero and the prompt box (the full creation flow comes later). */
export function CreatePanel({ session }: { session: Session }) {
  const [prompt, setPrompt] = useState('');
  const { openAuthDialog } = useAuthDialog();
  const promptId = useId();
  const canGenerate = prompt.trim().length > 0;

  const generate = () => {
    if (!canGenerate) return;
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
    toast('Agent creation arrives soon', {
      description: 'Your prompt is kept here; creation is being built right now.',
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    generate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  return (
    <section className="create" aria-labelledby="create-title">
      <div className="create__hero">
        <span className="eyebrow">Open · Self-hostable · Real-time</span>
        <h1 id="create-title" className="create__title">
          Bring your <span className="gradient-text">AI avatar</span> to life
        </h1>
        <p className="create__lead">
          Describe a character, its look, voice and personality, and Avatarium turns it into a talking agent you can share, embed
          and chat with.
        </p>
      </div>

      <form className="prompt-card" onSubmit={onSubmit}>
        <label htmlFor={promptId} className="prompt-card__label">
          Describe your agent
        </label>
        <textarea
          id={promptId}
          className="prompt-card__input"
          rows={4}
          placeholder="A warm, curious museum guide with silver hair who explains art history with gentle humour..."
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="create-prompt"
        />
        <div className="prompt-card__footer">
          <span className="prompt-card__hint">
            <kbd>{IS_MAC ? '⌘' : 'Ctrl'}</kbd> + <kbd>Enter</kbd> to generate
          </span>
          <button type="submit" className="button button--primary" disabled={!canGenerate} data-testid="create-generate">
            Generate
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path
                d="M3.5 10h12M11 5l5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </form>

      <CreateHighlights />
    </section>
  );
}

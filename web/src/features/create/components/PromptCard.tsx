import { PROMPT_MAX_LENGTH } from '@avatarium/contracts/agent-limits';
import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { LineIcon } from '../../../shared/components/LineIcon';
import { clipPromptEdit } from '../model/clipPromptEdit';
import type { CreatePanelId } from '../model/createPanels';
import { PanelToggles } from './PanelToggles';
import './PromptCard.css';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
// The character count shows once the prompt nears the limit.
const COUNT_FROM = PROMPT_MAX_LENGTH - 500;
const formatCount = (count: number) => new Intl.NumberFormat('en-US').format(count);
/** Not in the spec (its box cuts a long paste silently): said next to the box. */
const PROMPT_CUT_NOTICE = `Your text was cut to ${formatCount(PROMPT_MAX_LENGTH)} characters.`;

interface PromptCardProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  canGenerate: boolean;
  busy: boolean;
  onGenerate: () => void;
  openPanel: CreatePanelId | null;
  onTogglePanel: (panel: CreatePanelId) => void;
  mediaCount: number;
}

/** The prompt box with its send button; Ctrl/Cmd+Enter generates under the same condition. */
export function PromptCard(props: PromptCardProps) {
  const { prompt, onPromptChange, textareaRef, canGenerate, busy, onGenerate } = props;
  const promptId = useId();
  const noticeId = useId();
  // Whether the last edit (a long paste, a key in a full box) did not fit; shown while the box is full.
  const [cut, setCut] = useState(false);
  const showCut = cut && prompt.length >= PROMPT_MAX_LENGTH;

  // The box has no maxlength, which would cut a paste without telling: the edit is cut here.
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const edit = clipPromptEdit(prompt, box.value, PROMPT_MAX_LENGTH);
    if (edit.cut) {
      // Written back at once, so the caret stays after what was kept rather than jumping to the end.
      box.value = edit.text;
      box.setSelectionRange(edit.caret, edit.caret);
    }
    setCut(edit.cut);
    onPromptChange(edit.text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canGenerate) onGenerate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canGenerate) onGenerate();
    }
  };

  return (
    <form className="prompt-card" onSubmit={onSubmit} aria-busy={busy}>
      <div className="prompt-card__top">
        <label htmlFor={promptId} className="prompt-card__label">
          Describe your agent
        </label>
        {prompt.length >= COUNT_FROM ? (
          <span
            className={prompt.length >= PROMPT_MAX_LENGTH ? 'prompt-card__count prompt-card__count--full' : 'prompt-card__count'}
            data-testid="create-prompt-count"
          >
            {formatCount(prompt.length)} / {formatCount(PROMPT_MAX_LENGTH)}
          </span>
        ) : (
          <span className="prompt-card__hint">
            <kbd>{IS_MAC ? '⌘' : 'Ctrl'}</kbd> + <kbd>Enter</kbd> to generate
          </span>
        )}
      </div>
      <textarea
        ref={textareaRef}
        id={promptId}
        className="prompt-card__input"
        rows={4}
        placeholder="A warm, curious museum guide with silver hair who explains art history with gentle humour..."
        value={prompt}
        readOnly={busy}
        aria-describedby={showCut ? noticeId : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        data-testid="create-prompt"
      />
      {showCut && (
        <p id={noticeId} className="prompt-card__notice" role="status" data-testid="create-prompt-cut">
          {PROMPT_CUT_NOTICE}
        </p>
      )}
      <div className="prompt-card__footer">
        <PanelToggles open={props.openPanel} onToggle={props.onTogglePanel} mediaCount={props.mediaCount} />
        <button
          type="submit"
          className="button button--primary"
          disabled={!canGenerate}
          aria-busy={busy || undefined}
          data-testid="create-generate"
        >
          {busy ? (
            <>
              <span className="spinner spinner--inline" aria-hidden="true" />
              Generating...
            </>
          ) : (
            <>
              Generate
              <LineIcon d="M3.5 10h12M11 5l5 5-5 5" size={16} strokeWidth={1.9} />
            </>
          )}
        </button>
      </div>
    </form>
  );
}

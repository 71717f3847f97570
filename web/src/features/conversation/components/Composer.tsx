import { forwardRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { canSendMessage, MESSAGE_MAX_LENGTH, messageCounterText } from '../model/messageLimit';
import { TalkButton, type TalkButtonState } from './TalkButton';
import './Composer.css';

interface ComposerProps {
  /** False while there is no live session: typing is kept, sending waits. */
  canSend: boolean;
  talkState: TalkButtonState;
  onSend: (text: string) => void;
  /** Every change of the text, before it is sent (read ahead by the server). */
  onDraft?: (text: string) => void;
  onTalkPress: () => void;
  onTalkRelease: () => void;
}

/** The question box: Enter sends (Shift+Enter is a new line), at most 2000 characters, plus push-to-talk. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer(
  { canSend, talkState, onSend, onDraft, onTalkPress, onTalkRelease },
  inputRef,
) {
  const [text, setText] = useState('');
  const counter = messageCounterText(text.length);
  const sendable = canSend && canSendMessage(text);

  const send = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="composer" onSubmit={onSubmit} data-testid="conversation-composer">
      <label className="visually-hidden" htmlFor="conversation-input">
        Your question
      </label>
      <textarea
        id="conversation-input"
        ref={inputRef}
        className="composer__input"
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Type a question…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onDraft?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        aria-describedby={counter ? 'conversation-counter' : undefined}
        data-testid="conversation-input"
      />
      {counter && (
        <span
          id="conversation-counter"
          className="composer__counter"
          data-limit={text.length >= MESSAGE_MAX_LENGTH}
          aria-live="polite"
          data-testid="conversation-counter"
        >
          {counter}
        </span>
      )}
      <div className="composer__actions">
        <TalkButton state={talkState} onPress={onTalkPress} onRelease={onTalkRelease} />
        <button
          type="submit"
          className="button button--primary composer__send"
          disabled={!sendable}
          data-testid="conversation-send"
        >
          Send
        </button>
      </div>
    </form>
  );
});

import type { KeyboardEvent, PointerEvent } from 'react';

export type TalkButtonState = 'idle' | 'starting' | 'listening' | 'transcribing' | 'disabled';

const LABELS: Record<TalkButtonState, string> = {
  idle: 'Hold to talk',
  starting: 'Listening…',
  listening: 'Listening…',
  transcribing: 'Transcribing…',
  disabled: 'Hold to talk',
};

interface TalkButtonProps {
  state: TalkButtonState;
  onPress: () => void;
  onRelease: () => void;
}

const isActivationKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

/** Push-to-talk: record while held (pointer, or Space / Enter while focused). */
export function TalkButton({ state, onPress, onRelease }: TalkButtonProps) {
  const active = state === 'starting' || state === 'listening';

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keep receiving the release even when the finger slides off the button.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onPress();
  };

  return (
    <button
      type="button"
      className="button button--secondary talk-button"
      data-active={active}
      aria-pressed={active}
      aria-label={LABELS[state]}
      title="Hold to talk (or hold Space)"
      disabled={state === 'disabled' || state === 'transcribing'}
      onPointerDown={onPointerDown}
      onPointerUp={onRelease}
      onPointerCancel={onRelease}
      onKeyDown={(event) => {
        if (!isActivationKey(event)) return;
        event.preventDefault();
        if (!event.repeat) onPress();
      }}
      onKeyUp={(event) => {
        if (!isActivationKey(event)) return;
        event.preventDefault();
        onRelease();
      }}
      onContextMenu={(event) => event.preventDefault()}
      data-testid="conversation-talk"
      data-state={state}
    >
      <svg className="talk-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 15a3 3 0 0 0 3-3V6a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0M12 17v4m-3 0h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="talk-button__label">{LABELS[state]}</span>
    </button>
  );
}

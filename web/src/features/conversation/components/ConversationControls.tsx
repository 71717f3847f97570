interface ConversationControlsProps {
  muted: boolean;
  onToggleMute: () => void;
  /** Something is being said or prepared: Stop has something to stop. */
  canStop: boolean;
  onStop: () => void;
}

/** Over the stage: Stop (interrupt the answer now) and Mute (the face keeps speaking, silently). */
export function ConversationControls({ muted, onToggleMute, canStop, onStop }: ConversationControlsProps) {
  return (
    <div className="conversation-controls">
      <button
        type="button"
        className="conversation-controls__button"
        onClick={onStop}
        disabled={!canStop}
        aria-label="Stop the answer"
        title="Stop"
        data-testid="conversation-stop"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
        </svg>
        <span>Stop</span>
      </button>
      <button
        type="button"
        className="conversation-controls__button"
        onClick={onToggleMute}
        aria-pressed={muted}
        aria-label={muted ? 'Unmute the agent' : 'Mute the agent'}
        title={muted ? 'Unmute' : 'Mute'}
        data-testid="conversation-mute"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
          {muted ? (
            <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path
              d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
        <span>{muted ? 'Unmute' : 'Mute'}</span>
      </button>
    </div>
  );
}

import { useRef, useState } from 'react';
import { useModalDialog } from '../../../shared/hooks/useModalDialog';
import { useCyclingEmoji } from '../../../shared/hooks/useCyclingEmoji';
import { useFadingTitle } from '../hooks/useFadingTitle';
import { useRestoreFocus } from '../hooks/useRestoreFocus';
import { useViewerEscapeMessages } from '../hooks/useViewerEscapeMessages';
import { embeddedViewerUrl } from '../model/embeddedViewerUrl';
import './ViewerOverlay.css';

const LAUNCH_EMOJIS = ['🚀', '✨', '🤖', '🎭', '🌟'];

interface ViewerOverlayProps {
  agentId: string;
  name: string;
  onClose: () => void;
}

/**
 * Spec 001 "Full-screen viewer": the workspace's overlay with the agent's viewer in a frame.
 * A native modal dialog keeps focus inside (the page behind is inert); Escape, in the page or
 * in the frame, and the close button close it, and focus returns to what opened it. The
 * title fades after 5 s; 'Launching your agent...' shows until the viewer has loaded.
 */
export function ViewerOverlay({ agentId, name, onClose }: ViewerOverlayProps) {
  // Before the dialog opens and moves focus into itself: remember what had it.
  useRestoreFocus();
  const ref = useModalDialog();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const titleVisible = useFadingTitle();
  const emoji = useCyclingEmoji(!loaded, 500, LAUNCH_EMOJIS);
  useViewerEscapeMessages(frameRef, onClose);

  return (
    <dialog
      ref={ref}
      className="viewer-overlay"
      aria-label={`Talk to ${name}`}
      data-testid="viewer-overlay"
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <header className="viewer-overlay__bar">
        <button
          type="button"
          className="viewer-overlay__close"
          aria-label="Close the viewer"
          onClick={onClose}
          data-testid="viewer-overlay-close"
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <h2 className="viewer-overlay__title" data-visible={titleVisible} data-testid="viewer-overlay-title">
          {name}
        </h2>
      </header>
      {!loaded && (
        <div className="viewer-overlay__launching" role="status" data-testid="launch-overlay">
          <span className="viewer-overlay__emoji" aria-hidden="true">
            {emoji}
          </span>
          <p className="viewer-overlay__launching-title">Launching your agent...</p>
          <p className="viewer-overlay__launching-name">{name}</p>
        </div>
      )}
      <iframe
        ref={frameRef}
        className="viewer-overlay__frame"
        src={embeddedViewerUrl(agentId)}
        title={`Conversation with ${name}`}
        allow="microphone; autoplay"
        onLoad={() => setLoaded(true)}
        data-testid="viewer-overlay-frame"
      />
    </dialog>
  );
}

import { useHoverVideo } from '../hooks/useHoverVideo';

interface AgentPreviewProps {
  posterUrl: string | null;
  videoUrl: string | null;
  name: string;
  active: boolean;
  failed: boolean;
}

/** The card's picture: poster (or 'Generating Image...'), and the movement video while hovered. */
export function AgentPreview({ posterUrl, videoUrl, name, active, failed }: AgentPreviewProps) {
  const { videoRef, failed: videoFailed, onError } = useHoverVideo(active, videoUrl);
  return (
    <div className="agent-preview">
      {posterUrl ? (
        <img className="agent-preview__poster" src={posterUrl} alt={name} loading="lazy" decoding="async" />
      ) : (
        <div className={failed ? 'agent-preview__placeholder' : 'agent-preview__placeholder agent-preview__placeholder--busy'}>
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
            <rect x="3.5" y="4.5" width="17" height="15" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="9" cy="10" r="1.8" fill="currentColor" />
            <path d="M4 17l5-4.5 3.5 3 3-2.5 4.5 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {!failed && <span>Generating Image...</span>}
        </div>
      )}
      {videoUrl && (
        <video
          ref={videoRef}
          className={active && !videoFailed ? 'agent-preview__video agent-preview__video--on' : 'agent-preview__video'}
          src={active ? videoUrl : undefined}
          poster={posterUrl ?? undefined}
          muted
          loop
          playsInline
          preload="none"
          onError={onError}
          aria-hidden="true"
        />
      )}
      {active && videoFailed && <div className="agent-preview__processing">Video Processing...</div>}
    </div>
  );
}

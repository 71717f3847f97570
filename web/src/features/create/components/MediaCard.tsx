import { useRef, useState, type ChangeEvent } from 'react';
import { useMediaPlayback } from '../hooks/useMediaPlayback';
import type { MediaKind, SelectedMedia } from '../model/mediaKinds';
import { MediaKindIcon } from './MediaKindIcon';
import { MediaPreview } from './MediaPreview';
import './MediaCard.css';

interface MediaCardProps {
  kind: MediaKind;
  title: string;
  hint: string;
  accept: string;
  selected: SelectedMedia | undefined;
  disabled: boolean;
  /** Validates and keeps the file; resolves once done (the input is cleared either way). */
  onFile: (file: File) => Promise<void>;
  onRemove: () => void;
}

/** One optional media card: preview, remove, 'Click to replace', play/pause for audio and video. */
export function MediaCard({ kind, title, hint, accept, selected, disabled, onFile, onRemove }: MediaCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const { mediaRef, playing, toggle, events } = useMediaPlayback<HTMLVideoElement & HTMLAudioElement>();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setChecking(true);
    try {
      await onFile(file);
    } finally {
      input.value = '';
      setChecking(false);
    }
  };

  return (
    <div className="media-card" data-testid={`media-card-${kind}`} data-filled={Boolean(selected)}>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => void onChange(event)}
        data-testid={`media-input-${kind}`}
      />
      <button
        type="button"
        className="media-card__pick"
        disabled={disabled || checking}
        onClick={() => inputRef.current?.click()}
        aria-label={selected ? `${title}: ${selected.file.name}. Click to replace` : `Add ${title.toLowerCase()}`}
      >
        {selected ? (
          <MediaPreview selected={selected} mediaRef={mediaRef} playing={playing} events={events} />
        ) : (
          <span className="media-card__empty">
            <MediaKindIcon kind={kind} />
            <span className="media-card__title">{title}</span>
            <span className="media-card__hint">{hint}</span>
          </span>
        )}
        {checking && <span className="media-card__checking">Checking file...</span>}
      </button>
      {selected && (
        <>
          <div className="media-card__footer">
            <span className="media-card__label">
              <MediaKindIcon kind={kind} size={14} />
              <span className="media-card__name" title={selected.file.name}>
                {selected.file.name}
              </span>
            </span>
            <span className="media-card__replace">Click to replace</span>
          </div>
          <button
            type="button"
            className="media-card__remove"
            aria-label={`Remove ${title.toLowerCase()}`}
            onClick={onRemove}
            disabled={disabled}
          >
            <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {kind !== 'image' && (
            <button
              type="button"
              className="media-card__play"
              aria-label={playing ? `Pause ${title.toLowerCase()}` : `Play ${title.toLowerCase()}`}
              onClick={toggle}
              data-testid={`media-play-${kind}`}
            >
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                {playing ? (
                  <path d="M6.5 4.5v11M13.5 4.5v11" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                ) : (
                  <path d="M6.5 4.2v11.6L16 10z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
        </>
      )}
    </div>
  );
}

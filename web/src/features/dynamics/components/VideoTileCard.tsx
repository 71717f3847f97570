import { useRef } from 'react';
import type { VideoTile } from '../model/videoTiles';
import { DYNAMICS_TEXT } from '../model/dynamicsText';

interface VideoTileCardProps {
  tile: VideoTile;
  disabled: boolean;
  onOpen: () => void;
  onRemove: () => void;
}

/** One video: a muted looping preview while hovered or focused; a failed one says so with its message. */
export function VideoTileCard({ tile, disabled, onOpen, onRemove }: VideoTileCardProps) {
  const video = useRef<HTMLVideoElement>(null);
  const play = () => void video.current?.play().catch(() => undefined);
  const stop = () => {
    if (!video.current) return;
    video.current.pause();
    video.current.currentTime = 0;
  };
  return (
    <li className={`dynamics-tile${tile.hasError ? ' dynamics-tile--failed' : ''}`} data-testid="dynamics-tile">
      {tile.hasError ? (
        <div className="dynamics-tile__failed" role="status">
          <strong>{DYNAMICS_TEXT.generationFailedTile}</strong>
          {tile.errorMessage && <span>{tile.errorMessage}</span>}
        </div>
      ) : tile.isUploading ? (
        <div
          className="dynamics-tile__uploading"
          role="progressbar"
          aria-valuenow={tile.progress ?? 0}
          aria-label={`Uploading ${tile.name}`}
        >
          <span>Uploading… {Math.round(tile.progress ?? 0)}%</span>
          <span className="dynamics-tile__bar" style={{ width: `${tile.progress ?? 0}%` }} />
        </div>
      ) : (
        <button
          type="button"
          className="dynamics-tile__preview"
          aria-label={`Preview ${tile.name}`}
          onClick={onOpen}
          onMouseEnter={play}
          onMouseLeave={stop}
          onFocus={play}
          onBlur={stop}
        >
          {tile.url && <video ref={video} src={tile.url} muted loop playsInline preload="metadata" />}
        </button>
      )}
      <div className="dynamics-tile__footer">
        <span className="dynamics-tile__name" title={tile.name}>
          {tile.name}
        </span>
        {!tile.isUploading && (
          <button
            type="button"
            className="icon-button dynamics-tile__remove"
            aria-label={`Remove ${tile.name}`}
            disabled={disabled}
            onClick={onRemove}
          >
            ×
          </button>
        )}
      </div>
    </li>
  );
}

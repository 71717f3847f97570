import { useEffect, useRef, type CSSProperties } from 'react';
import { formatFileSize } from '../../model/formatFileSize';
import { OVERLAY_COPY, type OverlayMode } from '../model/overlayCopy';
import { overlayStage } from '../model/overlayStage';
import './uploads.css';

export interface CompressionOverlayProps {
  mode: OverlayMode;
  fileName: string;
  fileSize: number;
  percent: number;
  status: string;
  onCancel: () => void;
}

/** Spec 000 "Video compression overlay": a full-screen card while a big file is prepared or sent. */
export function CompressionOverlay({ mode, fileName, fileSize, percent, status, onCancel }: CompressionOverlayProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const shown = Math.max(0, Math.min(100, Math.round(percent)));
  const stage = overlayStage(shown);
  const copy = OVERLAY_COPY[mode];

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  return (
    <div
      className="upload-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="upload-overlay-title"
      data-testid="compression-overlay"
    >
      <div className="upload-overlay__card" data-complete={stage.complete}>
        <div className="upload-overlay__ring" style={{ '--percent': `${shown}%` } as CSSProperties} aria-hidden="true">
          <span>{shown}%</span>
        </div>
        <h2 id="upload-overlay-title" className="upload-overlay__title">
          {stage.complete ? copy.completeTitle : copy.title}
        </h2>
        <p className="upload-overlay__file" title={fileName}>
          {fileName}
        </p>
        <div
          className="upload-overlay__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-label="Progress"
        >
          <span style={{ width: `${shown}%` }} />
        </div>
        <dl className="upload-overlay__facts">
          <div>
            <dt>Stage</dt>
            <dd data-testid="compression-overlay-stage">{stage.name}</dd>
          </div>
          <div>
            <dt>Original size</dt>
            <dd>{formatFileSize(fileSize)}</dd>
          </div>
        </dl>
        <p className="upload-overlay__stage">{copy.stages[stage.name]}</p>
        <p className="upload-overlay__status" aria-live="polite">
          {status}
        </p>
        {!stage.complete && (
          <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}

import { ActionModal } from '../../../shared/components/ActionModal';
import type { VideoTile } from '../model/videoTiles';

/** Dynamics Video Preview: the video with its controls, Download and Close (Escape closes it too). */
export function VideoPreviewModal({ tile, onClose }: { tile: VideoTile; onClose: () => void }) {
  return (
    <ActionModal title="Dynamics Video Preview" subtitle={tile.name} onClose={onClose} testId="dynamics-preview">
      {tile.url && <video className="dynamics-preview__video" src={tile.url} controls autoPlay muted loop playsInline />}
      <div className="action-modal__actions">
        {tile.url && (
          <a className="button button--ghost" href={tile.url} download={`${tile.name.replace(/[^A-Za-z0-9._-]+/g, '_')}.mp4`}>
            Download
          </a>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ActionModal>
  );
}

import { modelDownloadState } from '../model/modelDownloadState';
import { modelFileName } from '../model/modelFileName';
import { ActionTileIcon } from './ActionTileIcon';
import './ActionTileButton.css';

interface DownloadTileProps {
  name: string | null | undefined;
  modelUrl: string | null | undefined;
  displayStatus: string;
}

/** The Download tile: saves '{name}-model.imx', or says 'Processing Model' / 'Model Not Available'. */
export function DownloadTile({ name, modelUrl, displayStatus }: DownloadTileProps) {
  const state = modelDownloadState(modelUrl, displayStatus);
  if (state === 'available' && modelUrl) {
    return (
      <a
        className="action-tile action-tile--download"
        href={modelUrl}
        download={modelFileName(name)}
        data-testid="action-tile-download"
      >
        <ActionTileIcon tile="download" />
        <span className="action-tile__label">Download</span>
        <span className="action-tile__hint">The model bundle (.imx)</span>
      </a>
    );
  }
  return (
    <button type="button" className="action-tile action-tile--download" disabled data-testid="action-tile-download">
      <ActionTileIcon tile="download" />
      <span className="action-tile__label">Download</span>
      <span className="action-tile__hint">{state === 'processing' ? 'Processing Model' : 'Model Not Available'}</span>
    </button>
  );
}

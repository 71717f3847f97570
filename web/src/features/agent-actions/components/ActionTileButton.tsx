import type { ActionTile } from '../model/actionTile';
import { ActionTileIcon } from './ActionTileIcon';
import './ActionTileButton.css';

interface ActionTileButtonProps {
  tile: ActionTile;
  label: string;
  hint: string;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One tile of the action dialog: icon, label ('Launching...' / 'Cloning...' while busy) and a hint. */
export function ActionTileButton({ tile, label, hint, busy = false, disabled = false, onClick }: ActionTileButtonProps) {
  return (
    <button
      type="button"
      className={`action-tile action-tile--${tile}`}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
      data-testid={`action-tile-${tile}`}
    >
      {busy ? <span className="spinner spinner--inline action-tile__icon" aria-hidden="true" /> : <ActionTileIcon tile={tile} />}
      <span className="action-tile__label">{label}</span>
      <span className="action-tile__hint">{hint}</span>
    </button>
  );
}

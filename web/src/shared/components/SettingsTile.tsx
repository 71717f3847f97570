interface SettingsTileProps {
  label: string;
  hint: string;
  dot?: boolean;
  dotLabel?: string;
  onClick: () => void;
}

/** One tile of the settings dialog; a green dot when the setting is on. */
export function SettingsTile({ label, hint, dot = false, dotLabel, onClick }: SettingsTileProps) {
  return (
    <button
      type="button"
      className="settings-tile"
      onClick={onClick}
      data-testid={`settings-tile-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <span className="settings-tile__label">
        {label}
        {dot && <span className="settings-tile__dot" role="img" aria-label={dotLabel} title={dotLabel} />}
      </span>
      <span className="settings-tile__hint">{hint}</span>
    </button>
  );
}

interface SettingsTab<Name extends string> {
  name: Name;
  label: string;
  testId?: string;
}

interface SettingsTabsProps<Name extends string> {
  tabs: readonly SettingsTab<Name>[];
  selected: Name;
  onSelect: (name: Name) => void;
  /** Names the list when the tabs' labels alone do not say what they choose. */
  ariaLabel?: string;
}

/** A settings dialog's row of tabs (one selected). */
export function SettingsTabs<Name extends string>({ tabs, selected, onSelect, ariaLabel }: SettingsTabsProps<Name>) {
  return (
    <div className="settings-tabs" role="tablist" aria-label={ariaLabel}>
      {tabs.map((tab) => (
        <button
          key={tab.name}
          type="button"
          role="tab"
          aria-selected={selected === tab.name}
          className="settings-tab"
          onClick={() => onSelect(tab.name)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

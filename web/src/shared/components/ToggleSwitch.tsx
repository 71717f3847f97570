import './ToggleSwitch.css';

interface ToggleSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
  testId?: string;
}

/** An on/off setting with its label and what the current state means. */
export function ToggleSwitch({ label, description, checked, disabled, onChange, testId }: ToggleSwitchProps) {
  return (
    <div className="toggle-switch">
      <div className="toggle-switch__text">
        <span className="toggle-switch__label">{label}</span>
        <span className="toggle-switch__description">{description}</span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        className="toggle-switch__control"
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={testId}
      >
        <span className="toggle-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}

import { MODEL_OPTIONS } from '../model/modelOptions';
import type { ModelChoice } from '../model/creationRequest';
import './ModelSelection.css';

interface ModelSelectionProps {
  model: ModelChoice;
  onChange: (model: ModelChoice) => void;
  disabled: boolean;
}

const isAvailable = (from: string | null) => !from || Date.now() >= Date.parse(`${from}T00:00:00Z`);

/** Spec 000: Essence (default, recommended) or Expression (New, available from August 7, 2025). */
export function ModelSelection({ model, onChange, disabled }: ModelSelectionProps) {
  return (
    <div className="model-options" role="radiogroup" aria-label="Avatar model">
      {MODEL_OPTIONS.map((option) => {
        const selected = option.id === model;
        const available = isAvailable(option.availableFrom);
        return (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={selected ? 'model-option model-option--selected' : 'model-option'}
            disabled={disabled || !available}
            onClick={() => onChange(option.id)}
            data-testid={`model-${option.id}`}
          >
            <span className="model-option__head">
              <span className="model-option__radio" aria-hidden="true" />
              <span className="model-option__name">{option.name}</span>
              <span className={`badge badge--${option.badge.tone}`}>{option.badge.label}</span>
            </span>
            <span className="model-option__summary">{option.summary}</span>
            <span className="model-option__traits">
              {option.traits.map((trait) => (
                <span key={trait} className="model-option__trait">
                  {trait}
                </span>
              ))}
            </span>
            {/* Once the date has passed the note is old news; the 'New' badge says enough. */}
            {!available && option.availabilityNote && <span className="model-option__note">{option.availabilityNote}</span>}
          </button>
        );
      })}
    </div>
  );
}

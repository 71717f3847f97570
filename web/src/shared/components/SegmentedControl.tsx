import type { SegmentedOption } from '../model/segmentedOption';
import './SegmentedControl.css';

interface SegmentedControlProps<T extends string> {
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  /** The group's test id; each choice is `${testId}-${value}`. */
  testId: string;
}

/** A pill of mutually exclusive choices (a radio group), such as the galleries' sort and layout. */
export function SegmentedControl<T extends string>({ options, value, onChange, label, testId }: SegmentedControlProps<T>) {
  return (
    <div className="segmented-control" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => {
        const classes = ['segmented-control__option'];
        if (option.icon) classes.push('segmented-control__option--icon');
        if (value === option.value) classes.push('segmented-control__option--on');
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            aria-label={option.icon ? option.label : undefined}
            title={option.icon ? option.label : undefined}
            className={classes.join(' ')}
            onClick={() => onChange(option.value)}
            data-testid={`${testId}-${option.value}`}
          >
            {option.icon ? (
              <svg viewBox="0 0 24 24" width="17" height="17" aria-hidden="true">
                <path d={option.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
            ) : (
              option.label
            )}
          </button>
        );
      })}
    </div>
  );
}

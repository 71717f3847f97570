import { useId } from 'react';

const describe = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
};

/** A duration slider in 30 s steps (spec 001 section 9), showing minutes and seconds. */
export function SecondsSlider(props: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>
        {props.label}: <strong>{describe(props.value)}</strong>
      </label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={30}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        data-testid={props.testId}
      />
    </div>
  );
}

import { generationSteps } from '../status/generationSteps';

/** Progress while generating: the percent and the three steps Likeness, Dynamics, Model. */
export function AgentProgress({ progress }: { progress: number }) {
  const steps = generationSteps(progress);
  return (
    <div className="agent-progress" data-testid="agent-card-progress" data-progress={progress}>
      <div className="agent-progress__head">
        <span>Generating</span>
        <span className="agent-progress__percent">{progress}%</span>
      </div>
      <ol
        className="agent-progress__steps"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label="Generation progress"
      >
        {steps.map((step) => (
          <li key={step.name} className={`agent-progress__step agent-progress__step--${step.state}`} data-state={step.state}>
            <span className="agent-progress__segment" aria-hidden="true" />
            <span className="agent-progress__label">
              {step.name}
              {step.state === 'done' && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

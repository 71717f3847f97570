import { generationSteps } from '../model/generationSteps';

/**
 * Progress while generating: the percent and the three steps Likeness, Dynamics, Model.
 * `paused`: the pipeline waits for the user (face points), so nothing pretends to move.
 */
export function AgentProgress({ progress, paused = false }: { progress: number; paused?: boolean }) {
  const steps = generationSteps(progress);
  return (
    <div
      className={paused ? 'agent-progress agent-progress--paused' : 'agent-progress'}
      data-testid="agent-card-progress"
      data-progress={progress}
    >
      <div className="agent-progress__head">
        <span>{paused ? 'Paused: waiting for you' : 'Generating'}</span>
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

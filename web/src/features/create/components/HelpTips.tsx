import { HELP_STEPS } from '../model/helpSteps';
import './HelpTips.css';

/** Help & Tips: the six steps of making a good agent. */
export function HelpTips() {
  return (
    <ol className="help-steps">
      {HELP_STEPS.map((step, index) => (
        <li key={step.title} className="help-step">
          <span className="help-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="help-step__body">
            <h3 className="help-step__title">
              {step.title}
              {/* The guides are not written yet: named, but not links that lead nowhere. */}
              {step.links && <span className="badge badge--muted">Coming soon</span>}
            </h3>
            <p className="help-step__text">{step.text}</p>
            {step.links && (
              <p className="help-step__links">
                {step.links.map((link) => (
                  <span key={link.label} className="help-step__guide">
                    {link.label}
                  </span>
                ))}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

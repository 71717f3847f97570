import type { ReactNode } from 'react';
import './states.css';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** A centred panel for "nothing here yet", with an optional next step. */
export function EmptyState({ icon, title, description, action, testId }: EmptyStateProps) {
  return (
    <section className="state-panel" data-testid={testId}>
      {icon && <div className="state-panel__icon">{icon}</div>}
      <h2 className="state-panel__title">{title}</h2>
      {description && <p className="state-panel__text">{description}</p>}
      {action && <div className="state-panel__action">{action}</div>}
    </section>
  );
}

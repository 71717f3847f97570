import './states.css';

interface ErrorStateProps {
  title: string;
  message: string;
  detail?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: what failed, why if we know, and a way to try again. */
export function ErrorState({ title, message, detail, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <section className="state-panel state-panel--error" role="alert">
      <div className="state-panel__icon state-panel__icon--error" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 7v6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.8" r="1.2" fill="currentColor" />
        </svg>
      </div>
      <h2 className="state-panel__title">{title}</h2>
      <p className="state-panel__text">{message}</p>
      {detail && <p className="state-panel__detail">{detail}</p>}
      {onRetry && (
        <div className="state-panel__action">
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {retryLabel}
          </button>
        </div>
      )}
    </section>
  );
}

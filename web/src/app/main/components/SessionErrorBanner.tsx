/** Shown under the header when `me` failed: the gateway is down or unreachable. */
export function SessionErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="session-error" role="alert" data-testid="session-error">
      <div className="session-error__inner">
        <span>
          <strong>We could not reach Avatarium.</strong> Check your connection or that the server is running.{' '}
          <span className="session-error__detail">({message})</span>
        </span>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}

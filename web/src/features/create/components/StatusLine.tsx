import './StatusLine.css';

/** The creation progress text (spec 000: a status line), announced to screen readers. */
export function StatusLine({ text }: { text: string }) {
  return (
    <p className="create-status" role="status" aria-live="polite" data-testid="create-status">
      {text && <span className="spinner spinner--inline" aria-hidden="true" />}
      {text}
    </p>
  );
}

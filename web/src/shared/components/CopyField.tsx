import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import './CopyField.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** A few lines (code) rather than one. */
  multiline?: boolean;
  /** Called when the clipboard refuses the copy; without it a refusal is silent. */
  onCopyFailed?: () => void;
  testId?: string;
}

/** A read-only value with a Copy button that says 'Copied!' for 2 s. */
export function CopyField({ label, value, multiline = false, onCopyFailed, testId }: CopyFieldProps) {
  const { copy, copied } = useCopyToClipboard(onCopyFailed);
  return (
    <div className={multiline ? 'copy-field copy-field--multiline' : 'copy-field'}>
      {multiline ? (
        <textarea className="input copy-field__value" aria-label={label} value={value} readOnly rows={4} data-testid={testId} />
      ) : (
        <input
          className="input copy-field__value"
          aria-label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
      )}
      <button
        type="button"
        className="button button--secondary copy-field__button"
        onClick={() => copy(value)}
        aria-live="polite"
      >
        {copied ? 'Copied!' : 'Copy'}
      </button>
    </div>
  );
}

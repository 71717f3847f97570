import { toast } from 'sonner';
import { CopyField } from '../../../shared/components/CopyField';

/** The key's secret, this once: a Copy button and the warning that it is never shown again. */
export function ApiKeySecretReveal({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <div className="api-key-reveal" data-testid="api-key-reveal">
      <p className="api-key-reveal__warning" role="alert">
        Copy the key for “{name}” now. It is shown only this once: we keep a hash of it, not the key.
      </p>
      <CopyField
        label="Your new API key"
        value={secret}
        testId="api-key-secret"
        onCopyFailed={() => toast.error('The browser refused to copy. Select the key and copy it yourself.')}
      />
      <p className="api-key-reveal__usage">
        Send it as <code>Authorization: Bearer …</code> to <code>/api</code> and <code>/graphql</code>.
      </p>
      <div className="action-modal__actions">
        <button type="button" className="button button--primary" onClick={onDone} data-testid="api-key-done">
          I have copied it
        </button>
      </div>
    </div>
  );
}

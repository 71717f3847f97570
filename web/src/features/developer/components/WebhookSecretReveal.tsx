import { toast } from 'sonner';
import { CopyField } from '../../../shared/components/CopyField';

/** The endpoint's signing secret, this once: a Copy button and how receivers use it. */
export function WebhookSecretReveal({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <div className="api-key-reveal" data-testid="webhook-reveal">
      <p className="api-key-reveal__warning" role="alert">
        Copy the signing secret for {url} now. It is shown only this once.
      </p>
      <CopyField
        label="Signing secret"
        value={secret}
        testId="webhook-secret"
        onCopyFailed={() => toast.error('The browser refused to copy. Select the secret and copy it yourself.')}
      />
      <p className="api-key-reveal__usage">
        Each delivery carries <code>Avatarium-Signature: t=…,v1=…</code>: the HMAC-SHA256 of <code>t.body</code> with this secret.
      </p>
      <div className="action-modal__actions">
        <button type="button" className="button button--primary" onClick={onDone} data-testid="webhook-done">
          I have copied it
        </button>
      </div>
    </div>
  );
}

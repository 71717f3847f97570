import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { CopyField } from '../../../shared/components/CopyField';

interface SecretRevealProps {
  /** data-testid prefix: `${testIdPrefix}-reveal`, `-secret`, `-done`. */
  testIdPrefix: string;
  warning: ReactNode;
  label: string;
  /** What the secret is called in the copy-failed message ("key", "secret"). */
  noun: string;
  usage: ReactNode;
  secret: string;
  onDone: () => void;
}

/** A secret shown this once (an API key, a signing secret): the warning, a Copy button, how it is used. */
export function SecretReveal({ testIdPrefix, warning, label, noun, usage, secret, onDone }: SecretRevealProps) {
  return (
    <div className="api-key-reveal" data-testid={`${testIdPrefix}-reveal`}>
      <p className="api-key-reveal__warning" role="alert">
        {warning}
      </p>
      <CopyField
        label={label}
        value={secret}
        testId={`${testIdPrefix}-secret`}
        onCopyFailed={() => toast.error(`The browser refused to copy. Select the ${noun} and copy it yourself.`)}
      />
      <p className="api-key-reveal__usage">{usage}</p>
      <div className="action-modal__actions">
        <button type="button" className="button button--primary" onClick={onDone} data-testid={`${testIdPrefix}-done`}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

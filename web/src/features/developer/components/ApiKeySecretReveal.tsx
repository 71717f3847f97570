import { SecretReveal } from './SecretReveal';

/** The key's secret, this once: a Copy button and the warning that it is never shown again. */
export function ApiKeySecretReveal({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <SecretReveal
      testIdPrefix="api-key"
      warning={<>Copy the key for “{name}” now. It is shown only this once: we keep a hash of it, not the key.</>}
      label="Your new API key"
      noun="key"
      usage={
        <>
          Send it as <code>Authorization: Bearer …</code> to <code>/api</code> and <code>/graphql</code>.
        </>
      }
      secret={secret}
      onDone={onDone}
    />
  );
}

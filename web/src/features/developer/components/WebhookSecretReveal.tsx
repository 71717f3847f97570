import { SecretReveal } from './SecretReveal';

/** The endpoint's signing secret, this once: a Copy button and how receivers use it. */
export function WebhookSecretReveal({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <SecretReveal
      testIdPrefix="webhook"
      warning={<>Copy the signing secret for {url} now. It is shown only this once.</>}
      label="Signing secret"
      noun="secret"
      usage={
        <>
          Each delivery carries <code>Avatarium-Signature: t=…,v1=…</code>: the HMAC-SHA256 of <code>t.body</code> with this
          secret.
        </>
      }
      secret={secret}
      onDone={onDone}
    />
  );
}

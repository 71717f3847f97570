import { useQrCode } from '../../../shared/hooks/useQrCode';
import { CopyField } from '../../../shared/components/CopyField';
import './ShareLinkSection.css';

interface ShareLinkSectionProps {
  /** Null while the link is being made. */
  url: string | null;
  anonymous: boolean;
}

/** Spec 002 2.11: the link, what kind it is, a copy button and its QR code. */
export function ShareLinkSection({ url, anonymous }: ShareLinkSectionProps) {
  const qr = useQrCode(url);
  return (
    <section className="share-section share-link" aria-labelledby="share-link-title">
      <h3 id="share-link-title" className="share-section__title">
        Share link
      </h3>
      <p className="share-section__text" data-testid="share-link-kind">
        {anonymous
          ? 'Anonymous link: anyone with it can talk to this agent without signing in, and you cover the usage costs.'
          : 'Login-required link: viewers must sign in and use their own credits.'}
      </p>
      {url ? (
        <div className="share-link__body">
          <div className="share-link__copy">
            <CopyField label="Share link" value={url} testId="share-link-url" />
          </div>
          {qr && <img className="share-link__qr" src={qr} width={200} height={200} alt="QR code of the share link" />}
        </div>
      ) : (
        <div className="skeleton skeleton--text share-link__pending" aria-label="Making the link" />
      )}
    </section>
  );
}

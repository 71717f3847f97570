import { embedSnippet } from '../../../shared/model/embedSnippet';
import { embedUrl } from '../../../shared/model/embedUrl';
import { CopyField } from '../../../shared/components/CopyField';

interface EmbedSectionProps {
  shareUrl: string | null;
  name: string;
}

/** Spec 002 2.11: the share link with deployment=gadget, and an iframe to paste into a site. */
export function EmbedSection({ shareUrl, name }: EmbedSectionProps) {
  const url = shareUrl ? embedUrl(shareUrl) : null;
  return (
    <section className="share-section" id="share-embed" aria-labelledby="share-embed-title">
      <h3 id="share-embed-title" className="share-section__title">
        Embed
      </h3>
      <p className="share-section__text">Place the agent on any web page: paste this code where it should appear.</p>
      {url ? (
        <>
          <CopyField label="Embed link" value={url} testId="embed-url" />
          <CopyField label="Embed code" value={embedSnippet(url, name)} multiline testId="embed-code" />
        </>
      ) : (
        <div className="skeleton skeleton--text share-link__pending" aria-label="Making the link" />
      )}
    </section>
  );
}

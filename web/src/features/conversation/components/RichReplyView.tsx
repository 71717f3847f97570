import type { RichReply } from '../model/richReply';
import { safeWebUrl, suggestedQuestions } from '../model/richReply';
import { ProductCard } from './ProductCard';
import { SuggestionChips } from './SuggestionChips';
import './RichReply.css';

interface RichReplyViewProps {
  reply: RichReply;
  /** A suggestion was clicked: it is asked as the next question. */
  onAsk: (question: string) => void;
  disabled: boolean;
}

/** Spec 002 2.13: a product list, a slide reply or a suggestion reply, each with its response text. */
export function RichReplyView({ reply, onAsk, disabled }: RichReplyViewProps) {
  const base = window.location.href;
  const slideImage = reply.kind === 'slide' ? safeWebUrl(reply.image_url ?? null, base) : null;
  return (
    <div className="rich-reply" data-testid="rich-reply" data-kind={reply.kind}>
      {reply.kind === 'slide' && (
        <p className="rich-reply__slide" data-testid="rich-reply-slide">
          Slide {reply.slide_number}
          {reply.slide_count ? ` of ${reply.slide_count}` : ''}
        </p>
      )}
      {reply.kind === 'slide' && slideImage && (
        <a className="rich-reply__slide-frame" href={slideImage} target="_blank" rel="noopener noreferrer">
          <img
            className="rich-reply__slide-image"
            src={slideImage}
            alt={`Slide ${reply.slide_number}`}
            data-testid="rich-reply-slide-image"
          />
        </a>
      )}
      {reply.response ? (
        <p className="transcript-entry__text">{reply.response}</p>
      ) : (
        reply.kind === 'slide' && <p className="rich-reply__empty">No script available</p>
      )}
      {reply.kind === 'products' && reply.products.length > 0 && (
        <ul className="rich-reply__products" aria-label="Products">
          {reply.products.map((product, index) => (
            <li key={`${product.title}-${index}`}>
              <ProductCard
                title={product.title}
                description={product.description}
                price={product.price}
                imageUrl={safeWebUrl(product.image_url, base)}
                productUrl={safeWebUrl(product.product_url, base)}
                showQr={reply.show_qr_code === true}
              />
            </li>
          ))}
        </ul>
      )}
      <SuggestionChips questions={suggestedQuestions(reply)} onAsk={onAsk} disabled={disabled} />
    </div>
  );
}

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
  return (
    <div className="rich-reply" data-testid="rich-reply" data-kind={reply.kind}>
      {reply.kind === 'slide' && (
        <p className="rich-reply__slide" data-testid="rich-reply-slide">
          Slide {reply.slide_number}
        </p>
      )}
      <p className="transcript-entry__text">{reply.response}</p>
      {reply.kind === 'products' && reply.products.length > 0 && (
        <ul className="rich-reply__products" aria-label="Products">
          {reply.products.map((product, index) => (
            <li key={`${product.name}-${index}`}>
              <ProductCard
                name={product.name}
                price={product.price}
                image={safeWebUrl(product.image, base)}
                url={safeWebUrl(product.url, base)}
              />
            </li>
          ))}
        </ul>
      )}
      <SuggestionChips questions={suggestedQuestions(reply)} onAsk={onAsk} disabled={disabled} />
    </div>
  );
}

import { useState } from 'react';
import { ProductQr } from './ProductQr';

interface ProductCardProps {
  title: string;
  description: string | null;
  price: string | null;
  /** Already checked to be a web address. */
  imageUrl: string | null;
  productUrl: string | null;
  /** The shop integration's Show QR Code: a QR code of the product link. */
  showQr?: boolean;
}

/** One product of a product-list reply (spec 002 2.13): picture, title, description and price, linking to its page in a new tab. */
export function ProductCard({ title, description, price, imageUrl, productUrl, showQr = false }: ProductCardProps) {
  // A store's picture that does not load shows the empty frame, not the browser's broken-image icon.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const body = (
    <>
      {imageUrl && failedImage !== imageUrl ? (
        <img
          className="product-card__image"
          src={imageUrl}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedImage(imageUrl)}
        />
      ) : (
        <span className="product-card__image product-card__image--none" aria-hidden="true" />
      )}
      <span className="product-card__name">{title}</span>
      {description && <span className="product-card__description">{description}</span>}
      {price && <span className="product-card__price">{price}</span>}
      {showQr && productUrl && <ProductQr url={productUrl} title={title} />}
    </>
  );
  return productUrl ? (
    <a className="product-card" href={productUrl} target="_blank" rel="noopener noreferrer" data-testid="product-card">
      {body}
    </a>
  ) : (
    <div className="product-card" data-testid="product-card">
      {body}
    </div>
  );
}

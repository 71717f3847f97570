interface ProductCardProps {
  name: string;
  price: string | null;
  /** Already checked to be a web address. */
  image: string | null;
  url: string | null;
}

/** One product of a product-list reply: its picture, name and price, linking to its page in a new tab. */
export function ProductCard({ name, price, image, url }: ProductCardProps) {
  const body = (
    <>
      {image ? (
        <img className="product-card__image" src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <span className="product-card__image product-card__image--none" aria-hidden="true" />
      )}
      <span className="product-card__name">{name}</span>
      {price && <span className="product-card__price">{price}</span>}
    </>
  );
  return url ? (
    <a className="product-card" href={url} target="_blank" rel="noopener noreferrer" data-testid="product-card">
      {body}
    </a>
  ) : (
    <div className="product-card" data-testid="product-card">
      {body}
    </div>
  );
}

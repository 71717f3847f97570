import { ActionModal } from '../../../shared/components/ActionModal';
import type { Analytics } from '../model/analyticsTypes';

type Product = Analytics['products'][number];

/** Spec 003 2.1 Products: the products the agent mentioned, with rank, mentions, image and number of conversations. */
export function ProductsDialog({ products, onClose }: { products: readonly Product[]; onClose: () => void }) {
  return (
    <ActionModal
      title="Products"
      subtitle={`${products.length} ${products.length === 1 ? 'product' : 'products'} mentioned`}
      size="large"
      onClose={onClose}
      testId="analytics-products"
    >
      <ul className="analytics-products">
        {products.map((product) => (
          <li key={`${product.rank}-${product.name}`} className="analytics-product" data-testid="analytics-product">
            <span className="analytics-product__rank">#{product.rank}</span>
            {product.image ? (
              <img className="analytics-product__image" src={product.image} alt="" loading="lazy" />
            ) : (
              <span className="analytics-product__image analytics-product__image--none" aria-hidden="true" />
            )}
            <strong className="analytics-product__name">{product.name}</strong>
            <span className="analytics-product__meta">
              {product.mentions} {product.mentions === 1 ? 'mention' : 'mentions'} · {product.conversations}{' '}
              {product.conversations === 1 ? 'conversation' : 'conversations'}
            </span>
          </li>
        ))}
      </ul>
    </ActionModal>
  );
}

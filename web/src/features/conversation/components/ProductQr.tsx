import { useQrCode } from '../../../shared/hooks/useQrCode';
import './productQr.css';

/** The shop integration's Show QR Code: a QR code of the product's page on its card (drawn when first needed). */
export function ProductQr({ url, title }: { url: string; title: string }) {
  const dataUrl = useQrCode(url);
  return dataUrl ? (
    <img
      className="product-card__qr"
      src={dataUrl}
      alt={`QR code for ${title}`}
      width={96}
      height={96}
      data-testid="product-qr"
    />
  ) : null;
}

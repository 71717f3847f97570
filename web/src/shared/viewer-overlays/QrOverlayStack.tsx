import { useQrCode } from '../hooks/useQrCode';
import './viewerOverlays.css';

export interface QrEntry {
  original_url: string;
  enabled: boolean;
  title: string;
}

function QrCard({ entry }: { entry: QrEntry }) {
  const image = useQrCode(entry.original_url);
  return (
    <figure className="qr-overlay__card" data-testid="qr-overlay-card">
      {image ? <img src={image} alt={`QR code for ${entry.original_url}`} /> : <span className="skeleton qr-overlay__pending" />}
      <figcaption>{entry.title}</figcaption>
    </figure>
  );
}

/**
 * Spec 001 section 9: the enabled QR codes over the agent, up to 3 per column in 8rem squares,
 * drawn by the product itself (no image service sees the URLs).
 */
export function QrOverlayStack({ entries }: { entries: readonly QrEntry[] }) {
  const shown = entries.filter((entry) => entry.enabled && entry.original_url.trim() !== '');
  if (shown.length === 0) return null;
  const columns: QrEntry[][] = [];
  shown.forEach((entry, index) => (columns[Math.floor(index / 3)] ??= []).push(entry));
  return (
    <div className="qr-overlay" data-testid="qr-overlay">
      {columns.map((column, index) => (
        <div key={index} className="qr-overlay__column">
          {column.map((entry, row) => (
            <QrCard key={`${row}-${entry.original_url}`} entry={entry} />
          ))}
        </div>
      ))}
    </div>
  );
}

import { useState } from 'react';
import './viewerOverlays.css';

/**
 * The owner's frame image over the whole stage (it never takes clicks). An image that no
 * longer loads is left out; the owner's settings say 'Invalid overlay image'.
 */
export function ForegroundFrame({ url }: { url: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) return null;
  return <img className="foreground-frame" src={url} alt="" onError={() => setBroken(url)} data-testid="foreground-overlay" />;
}

import { useEffect, useState } from 'react';

/** Spec 002 2.11 / section 9: 200 px, margin 2, black on white. */
const QR_OPTIONS = { width: 200, margin: 2, color: { dark: '#000000', light: '#ffffff' } } as const;

/** A QR code of the text as a data URL; null while drawing or when drawing failed (silently). */
export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; dataUrl: string } | null>(null);

  useEffect(() => {
    if (!text) return;
    let current = true;
    // Loaded when first needed: the encoder is only for the share dialog.
    import('qrcode')
      .then((module) => {
        // A CommonJS package: bundlers expose it as the default export, named exports or both.
        const qrcode = (module.default as typeof module.default | undefined) ?? module;
        return qrcode.toDataURL(text, QR_OPTIONS);
      })
      .then((dataUrl) => {
        if (current) setDrawn({ text, dataUrl });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);

  return text && drawn?.text === text ? drawn.dataUrl : null;
}

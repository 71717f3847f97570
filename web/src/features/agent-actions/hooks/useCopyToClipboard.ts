import { useCallback, useEffect, useRef, useState } from 'react';

const CONFIRMATION_MS = 2000;

/** Spec 002 2.11 / section 9: copying shows a confirmation for 2 s; a refused clipboard is silent. */
export function useCopyToClipboard(): { copy: (text: string) => void; copied: boolean } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback((text: string) => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
      })
      .catch(() => undefined);
  }, []);

  return { copy, copied };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../model/copyText';

const CONFIRMATION_MS = 2000;

/**
 * Copying shows a confirmation for 2 s. A refused or missing clipboard calls `onFailed` when
 * given (collections, spec 001 section 8), and is silent otherwise (agents, spec 002 section 8).
 */
export function useCopyToClipboard(onFailed?: () => void): { copy: (text: string) => void; copied: boolean } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    (text: string) => {
      void copyText(text, globalThis.navigator?.clipboard).then((ok) => {
        if (!ok) return onFailed?.();
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
      });
    },
    [onFailed],
  );

  return { copy, copied };
}

import { useState } from 'react';
import { toast } from 'sonner';
import { failureToast } from './useAgentSettings';

interface SaveTexts {
  saved: string;
  failureTitle: string;
  fallback: string;
}

/** A settings dialog's save: busy while it runs, then the saved toast and close, or the failure toast. */
export function useSaveThenClose<Input>(save: (input: Input) => Promise<string | null>, onClose: () => void, texts: SaveTexts) {
  const [busy, setBusy] = useState(false);
  const run = async (input: Input) => {
    setBusy(true);
    const reason = await save(input);
    setBusy(false);
    if (reason === null) {
      toast.success(texts.saved);
      onClose();
    } else failureToast(texts.failureTitle, reason, texts.fallback);
  };
  return { busy, run };
}

import { generateAgentId, MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import type { CompressionOverlayProps } from '../../../shared/uploads/components/CompressionOverlay';
import { uploadFile } from '../../../shared/uploads/api/uploadFile';
import { classifyCreationError } from '../model/classifyCreationError';
import type { CreationDeps, CreationInput, CreationStage } from '../model/creationTypes';
import { checkCreditBalance } from '../api/checkCreditBalance';
import { insufficientCreditsToast } from '../components/insufficientCreditsToast';
import { startGeneration } from '../api/startGeneration';
import { runCreation } from '../model/runCreation';
import { stageText } from '../model/stageText';

export type UploadOverlayState = Omit<CompressionOverlayProps, 'onCancel'>;

/**
 * Runs the creation flow and shows what spec 000 sections 4 and 8 ask for: the status line,
 * the chunked-upload overlay (its Cancel aborts the upload), and the outcome's toast, sign-in
 * dialog or plan redirect. Resolves true when the agent was created.
 */
export function useCreateAgent(onCreated: (agentId: string) => void) {
  const client = useApolloClient();
  const { openAuthDialog } = useAuthDialog();
  const [busy, setBusy] = useState(false);
  const [statusText, setStatusText] = useState('');
  const [overlay, setOverlay] = useState<UploadOverlayState | null>(null);
  const controller = useRef<AbortController | null>(null);

  const onStage = useCallback((stage: CreationStage) => {
    setStatusText(stageText(stage));
    setOverlay(
      stage.kind === 'uploading' && stage.chunked
        ? {
            mode: 'chunked',
            fileName: stage.file.name,
            fileSize: stage.file.size,
            percent: stage.percent,
            status: stage.count > 1 ? `Uploading file ${stage.position} of ${stage.count}` : 'Uploading file',
          }
        : null,
    );
  }, []);

  const create = useCallback(
    async (input: CreationInput): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      try {
        const deps: CreationDeps = {
          checkBalance: () => checkCreditBalance(client),
          upload: uploadFile,
          generate: (payload) => startGeneration(client, payload),
          newAgentId: () => generateAgentId(),
          onStage,
        };
        const outcome = await runCreation(input, deps, abort.signal);
        switch (outcome.kind) {
          case 'created':
            onCreated(outcome.agentId);
            return true;
          case 'insufficientCredits':
            insufficientCreditsToast(outcome.balance, outcome.minimum);
            return false;
          case 'cancelled':
            toast('Upload cancelled', { description: 'Nothing was created and no credits were used.' });
            return false;
          case 'failed': {
            const action = classifyCreationError(outcome.message);
            if (action.kind === 'signIn') openAuthDialog('signIn');
            else if (action.kind === 'insufficientCredits') insufficientCreditsToast(0, MINIMUM_BALANCE_FOR_CREATION);
            else toast.error(action.title, { description: action.description, duration: TOAST_DURATION.error });
            return false;
          }
        }
      } finally {
        controller.current = null;
        setOverlay(null);
        setStatusText('');
        setBusy(false);
      }
    },
    [client, onCreated, onStage, openAuthDialog],
  );

  const cancelUpload = useCallback(() => controller.current?.abort(), []);

  return { create, busy, statusText, overlay, cancelUpload };
}

import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';

/** Spec 000 section 9: the plans page opens 2 s after the toast. */
export const PLAN_REDIRECT_DELAY_MS = 2000;

/** Spec 000 section 8: 'Insufficient Credits' for 8 s, then /#plan after 2 s. */
export function insufficientCreditsToast(balance: number, minimum: number): void {
  toast.error('Insufficient Credits', {
    description: `You need at least ${minimum} credits to create an agent. Current balance: ${balance}`,
    duration: TOAST_DURATION.long,
  });
  setTimeout(() => window.location.assign('/#plan'), PLAN_REDIRECT_DELAY_MS);
}

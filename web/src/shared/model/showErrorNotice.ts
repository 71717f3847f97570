import { toast } from 'sonner';
import type { ErrorNotice } from './errorNotice';
import { TOAST_DURATION } from './toastDuration';

/** Shows a failure toast for the error duration (spec 000 section 9). */
export function showErrorNotice(notice: ErrorNotice): void {
  toast.error(notice.title, { description: notice.description, duration: TOAST_DURATION.error });
}

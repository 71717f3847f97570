import { apiRequest } from '../../../shared/api/apiClient';
import { BillingSessionReply } from './billingSessionReply';

/**
 * Spec 000 section 7: GET /api/stripe/session gives the portal url, opened in a new tab; if
 * that fails, /api/stripe/manage opens instead. The tab is opened before the request so
 * pop-up blockers allow it.
 */
export async function openBillingPortal(): Promise<void> {
  const tab = window.open('', '_blank');
  let target = '/api/stripe/manage';
  try {
    const { ok, body } = await apiRequest({ path: '/api/stripe/session', reply: BillingSessionReply });
    if (ok && body?.url !== undefined) target = body.url;
  } catch {
    // Fall back to the manage page below.
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = target;
  } else {
    window.open(target, '_blank', 'noopener');
  }
}

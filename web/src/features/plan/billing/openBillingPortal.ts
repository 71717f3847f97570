/**
 * Spec 000 section 7: GET /api/stripe/session gives the portal url, opened in a new tab; if
 * that fails, /api/stripe/manage opens instead. The tab is opened before the request so
 * pop-up blockers allow it.
 */
export async function openBillingPortal(): Promise<void> {
  const tab = window.open('', '_blank');
  let target = '/api/stripe/manage';
  try {
    const response = await fetch('/api/stripe/session', { credentials: 'include' });
    const body: unknown = response.ok ? await response.json() : null;
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') {
      target = body.url;
    }
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
